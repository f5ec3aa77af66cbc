<?php
/**
 * Runs the plugin's ACF shaping (includes/acf.php) outside WordPress, for wordpress/fields/php-shape.test.ts: the few
 * WordPress and plugin functions it calls are stubbed, get_field_objects() answers the field objects given on stdin
 * (ACF's field settings from acf-json/ with the `value` ACF formats for each), and the shaped sections go to stdout.
 *
 * Stdin: [ { "id": "…", "section": "extra_fields" | "content_block_rows", "objects": { name: field + value } } ].
 *
 * @package Hoefslag
 */

define( 'ABSPATH', __DIR__ );

$GLOBALS['hoefslag_test_objects'] = array();

/** Hooks are not run here. */
function add_filter(): void {}
/** Hooks are not run here. */
function add_action(): void {}

/**
 * The field objects of the current case, as ACF's get_field_objects() returns them.
 *
 * @param int|string $id ACF's object id.
 */
function get_field_objects( $id ) {
	return $GLOBALS['hoefslag_test_objects'][ (string) $id ] ?? false;
}

/**
 * An attachment as the contract's Image (the plugin's image.php needs WordPress's attachment functions).
 *
 * @param int|string $id Attachment id.
 */
function hoefslag_image( $id ) {
	$id = (int) $id;
	return $id > 0 ? array( 'id' => $id, 'src' => "/wp-content/uploads/media-{$id}.jpg", 'src_set' => '', 'sizes' => '', 'alt' => "Afbeelding {$id}", 'caption' => '', 'width' => 800, 'height' => 600 ) : false;
}

/**
 * WordPress's <img> for an attachment.
 *
 * @param int    $id   Attachment id.
 * @param string $size Image size.
 */
function wp_get_attachment_image( $id, $size ) {
	return $id > 0 ? "<img src=\"/wp-content/uploads/media-{$id}-{$size}.jpg\" alt=\"\">" : '';
}

/**
 * A Gravity Forms form as the plugin answers it.
 *
 * @param int $id Form id.
 */
function hoefslag_gravity_form( int $id ): array {
	return array( 'id' => $id, 'title' => "Formulier {$id}", 'description' => '', 'fields' => array( array( 'id' => 1, 'type' => 'text', 'label' => 'Naam', 'isRequired' => true ) ), 'button' => array( 'text' => 'Verstuur' ), 'confirmation_message' => 'Bedankt' );
}

require dirname( __DIR__, 2 ) . '/hoefslag-headless/includes/acf.php';

$hoefslag_cases = json_decode( (string) file_get_contents( 'php://stdin' ), true );
$hoefslag_out   = array();
foreach ( $hoefslag_cases as $hoefslag_case ) {
	$GLOBALS['hoefslag_test_objects'] = array( $hoefslag_case['id'] => $hoefslag_case['objects'] );
	$hoefslag_out[]                   = hoefslag_acf_fields( $hoefslag_case['id'], $hoefslag_case['section'] );
}
echo json_encode( $hoefslag_out, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE | JSON_PRESERVE_ZERO_FRACTION );
