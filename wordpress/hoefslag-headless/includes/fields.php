<?php
/**
 * One way to read and write an object's custom fields, whichever store holds them. With ACF (PRO or Secure Custom
 * Fields) active, ACF's values are the one store: writes go through acf-store.php, reads answer ACF's values; the
 * plugin's JSON store is read only for an object that has nothing in ACF yet (content written before ACF was
 * activated and not yet moved by field-migration.php). Without ACF the JSON store is the store.
 *
 * @package Hoefslag
 */

defined( 'ABSPATH' ) || exit;

/**
 * ACF's id for an object.
 *
 * @param string $kind `post`, `term`, `user` or `option`.
 * @param int    $id   Object id.
 * @return int|string
 */
function hoefslag_acf_object_id( string $kind, int $id ) {
	return match ( $kind ) {
		'term'   => 'term_' . $id,
		'user'   => 'user_' . $id,
		'option' => 'options',
		default  => $id,
	};
}

/**
 * An object's fields as the contract answers them (images expanded, objects kept as objects).
 *
 * @param string $kind    `post`, `term`, `user` or `option`.
 * @param int    $id      Object id.
 * @param string $section `extra_fields`, `content_block_rows` or an option name.
 * @return mixed Null when the object has none.
 */
function hoefslag_fields_answer( string $kind, int $id, string $section ) {
	if ( hoefslag_acf_active() ) {
		$acf = hoefslag_acf_fields( hoefslag_acf_object_id( $kind, $id ), 'option' === $kind ? 'extra_fields' : $section );
		// A section ACF has no value for is none (content_block_rows: false), or what the old store still holds.
		if ( null !== $acf && array() !== get_object_vars( $acf ) ) {
			return $acf;
		}
	}
	return hoefslag_expand_images( hoefslag_store_get( $kind, $id, $section ) );
}

/**
 * An object's fields as a plain array, for the plugin's own logic (references, authors, cards).
 *
 * @param int    $id      Object id.
 * @param string $kind    `post`, `term`, `user` or `option`.
 * @param string $section `extra_fields`, `content_block_rows` or an option name.
 */
function hoefslag_fields_raw( int $id, string $kind = 'post', string $section = 'extra_fields' ): array {
	if ( hoefslag_acf_active() ) {
		$acf = hoefslag_acf_fields( hoefslag_acf_object_id( $kind, $id ), 'option' === $kind ? 'extra_fields' : $section );
		if ( null !== $acf && array() !== get_object_vars( $acf ) ) {
			return (array) json_decode( (string) wp_json_encode( $acf ), true );
		}
	}
	$stored = hoefslag_store_get( $kind, $id, $section, true );
	return is_array( $stored ) ? $stored : array();
}

/**
 * Writes an object's section where it is read from: through ACF when it is active (checked against the fields first;
 * an error names the field and nothing is written), else into the plugin's JSON store.
 *
 * @param string $kind    `post`, `term`, `user` or `option`.
 * @param int    $id      Object id (ignored for options).
 * @param string $section `extra_fields`, `content_block_rows` or an option name.
 * @param mixed  $value   The contract value, objects as stdClass (hoefslag_raw_json_param); null empties it.
 * @param string $path    The value's name in the request, for errors (default: the section).
 * @return true|WP_Error
 */
function hoefslag_fields_write( string $kind, int $id, string $section, $value, string $path = '' ) {
	if ( hoefslag_acf_active() ) {
		return hoefslag_acf_write( $kind, $id, 'option' === $kind ? 'extra_fields' : $section, $value, $path );
	}
	hoefslag_store_set( $kind, $id, $section, $value );
	return true;
}
