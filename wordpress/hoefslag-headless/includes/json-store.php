<?php
/**
 * The plugin's own field store, used when ACF is not active: each object's fields as one JSON document in post, term
 * or user meta (or an option), so that `{}` and `[]`, numbers and booleans come back exactly as they were written.
 *
 * @package Hoefslag
 */

defined( 'ABSPATH' ) || exit;

/** Meta keys (and the option prefix) of the store. */
const HOEFSLAG_META_KEYS = array(
	'extra_fields'       => 'hoefslag_extra_fields',
	'content_block_rows' => 'hoefslag_content_block_rows',
);

/**
 * Registers the store's meta keys: hidden from core's `meta` field (they are exposed as their own REST fields), and
 * writable only by those who may edit the object.
 */
function hoefslag_register_store_meta(): void {
	$auth = static function ( $allowed, $meta_key, $object_id, $user_id, $cap ) {
		unset( $allowed, $meta_key, $user_id, $cap );
		return current_user_can( 'edit_post', (int) $object_id );
	};
	foreach ( hoefslag_content_types() as $type ) {
		foreach ( HOEFSLAG_META_KEYS as $key ) {
			register_post_meta(
				$type,
				$key,
				array(
					'type'          => 'string',
					'single'        => true,
					'show_in_rest'  => false,
					'auth_callback' => $auth,
				)
			);
		}
	}
	foreach ( hoefslag_all_taxonomies() as $taxonomy ) {
		register_term_meta(
			$taxonomy,
			HOEFSLAG_META_KEYS['extra_fields'],
			array(
				'type'          => 'string',
				'single'        => true,
				'show_in_rest'  => false,
				'auth_callback' => static fn( $allowed, $key, $term_id ) => current_user_can( 'edit_term', (int) $term_id ),
			)
		);
	}
	register_meta(
		'user',
		HOEFSLAG_META_KEYS['extra_fields'],
		array(
			'type'          => 'string',
			'single'        => true,
			'show_in_rest'  => false,
			'auth_callback' => static fn( $allowed, $key, $user_id ) => current_user_can( 'edit_user', (int) $user_id ),
		)
	);
}
add_action( 'init', 'hoefslag_register_store_meta', 20 );

/**
 * Reads a stored JSON document.
 *
 * @param string $kind  `post`, `term`, `user` or `option`.
 * @param int    $id    Object id (ignored for options).
 * @param string $field `extra_fields`, `content_block_rows`, or an option name.
 * @param bool   $assoc Decode objects as arrays (for reading values) instead of stdClass (for answering).
 * @return mixed Null when nothing is stored.
 */
function hoefslag_store_get( string $kind, int $id, string $field, bool $assoc = false ) {
	$key = HOEFSLAG_META_KEYS[ $field ] ?? $field;
	$raw = 'option' === $kind ? get_option( $key, '' ) : get_metadata( $kind, $id, $key, true );
	if ( ! is_string( $raw ) || '' === $raw ) {
		return null;
	}
	return json_decode( $raw, $assoc );
}

/**
 * Writes a JSON document.
 *
 * @param string $kind  `post`, `term`, `user` or `option`.
 * @param int    $id    Object id (ignored for options).
 * @param string $field See hoefslag_store_get().
 * @param mixed  $value Any JSON value; null deletes.
 */
function hoefslag_store_set( string $kind, int $id, string $field, $value ): bool {
	$key = HOEFSLAG_META_KEYS[ $field ] ?? $field;
	if ( null === $value ) {
		return 'option' === $kind ? delete_option( $key ) : delete_metadata( $kind, $id, $key );
	}
	$json = wp_json_encode( $value, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES );
	if ( false === $json ) {
		return false;
	}
	if ( 'option' === $kind ) {
		update_option( $key, $json, false );
		return true;
	}
	// Meta functions unslash their input: slash it so backslashes in the JSON survive.
	return false !== update_metadata( $kind, $id, $key, wp_slash( $json ) );
}

/**
 * The JSON value of one top-level key of the current request's raw JSON body, with objects kept as objects.
 *
 * WordPress decodes request bodies into arrays, which turns `{}` into `[]`; the store keeps what the editor sent.
 *
 * @param WP_REST_Request $request The request.
 * @param string          $key     Top-level key.
 * @param mixed           $fallback What WordPress decoded.
 * @return mixed
 */
function hoefslag_raw_json_param( WP_REST_Request $request, string $key, $fallback ) {
	$body = $request->get_body();
	$type = $request->get_content_type();
	if ( '' === $body || ! is_array( $type ) || ! str_contains( $type['value'], 'json' ) ) {
		return $fallback;
	}
	$decoded = json_decode( $body, false );
	return ( $decoded instanceof stdClass && property_exists( $decoded, $key ) ) ? $decoded->{$key} : $fallback;
}
