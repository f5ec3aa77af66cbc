<?php
/**
 * One way to read an object's custom fields, whichever store holds them: ACF when it is active and has values for
 * the object, else the plugin's JSON store.
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
		if ( null !== $acf ) {
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
		if ( null !== $acf ) {
			return (array) json_decode( (string) wp_json_encode( $acf ), true );
		}
	}
	$stored = hoefslag_store_get( $kind, $id, $section, true );
	return is_array( $stored ) ? $stored : array();
}
