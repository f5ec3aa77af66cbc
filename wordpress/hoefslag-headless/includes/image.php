<?php
/**
 * The contract's Image object, built from an attachment.
 *
 * @package Hoefslag
 */

defined( 'ABSPATH' ) || exit;

/**
 * An attachment as the contract's Image (`src`, `src_set`, `sizes`, `alt`, `caption`, `width`, `height`), or false.
 *
 * @param int|string $id        Attachment id.
 * @param array      $overrides `alt` and `caption` that replace the attachment's own.
 * @return array|false
 */
function hoefslag_image( $id, array $overrides = array() ) {
	$id  = (int) $id;
	$src = $id > 0 ? wp_get_attachment_url( $id ) : false;
	if ( ! $src ) {
		return false;
	}
	$meta  = wp_get_attachment_metadata( $id );
	$meta  = is_array( $meta ) ? $meta : array();
	$image = array(
		'id'      => $id,
		'src'     => $src,
		'src_set' => (string) wp_get_attachment_image_srcset( $id, 'full' ),
		'sizes'   => (string) wp_get_attachment_image_sizes( $id, 'full' ),
		'alt'     => (string) ( $overrides['alt'] ?? get_post_meta( $id, '_wp_attachment_image_alt', true ) ),
		'caption' => (string) ( $overrides['caption'] ?? wp_get_attachment_caption( $id ) ),
	);
	foreach ( array( 'width', 'height' ) as $dimension ) {
		if ( (int) ( $meta[ $dimension ] ?? 0 ) > 0 ) {
			$image[ $dimension ] = (int) $meta[ $dimension ];
		}
	}
	return $image;
}

/**
 * Replaces every image reference in a stored value by the Image it points at.
 *
 * A reference is an object with the key `$media` (the attachment id), optionally with `alt` or `caption`; a
 * reference to a missing attachment becomes false, as ACF answers an empty image field.
 *
 * @param mixed $value A decoded JSON value (objects as stdClass).
 * @return mixed
 */
function hoefslag_expand_images( $value ) {
	if ( is_array( $value ) ) {
		return array_map( 'hoefslag_expand_images', $value );
	}
	if ( ! $value instanceof stdClass ) {
		return $value;
	}
	if ( property_exists( $value, '$media' ) ) {
		$overrides = array_intersect_key( (array) $value, array_flip( array( 'alt', 'caption' ) ) );
		return hoefslag_image( (int) $value->{'$media'}, $overrides );
	}
	$out = new stdClass();
	foreach ( get_object_vars( $value ) as $key => $item ) {
		$out->{$key} = hoefslag_expand_images( $item );
	}
	return $out;
}
