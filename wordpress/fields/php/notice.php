<?php
/**
 * Renders the plugin's "ACF is missing" notice (includes/acf-fields.php) outside WordPress, for
 * wordpress/fields/notice.test.ts. Arguments: the screen's base, the user's capabilities (comma-separated), and
 * `acf` when ACF (or SCF) is active.
 *
 * @package Hoefslag
 */

define( 'ABSPATH', __DIR__ );

[ , $hoefslag_screen, $hoefslag_caps, $hoefslag_acf ] = array_pad( $argv, 4, '' );
$GLOBALS['hoefslag_test_caps'] = array_filter( explode( ',', $hoefslag_caps ) );

if ( 'acf' === $hoefslag_acf ) {
	/** ACF's API, present when ACF or SCF is active. */
	function get_field_objects() {
		return false;
	}
}
/** Hooks are not run here. */
function add_filter(): void {}
/** Hooks are not run here. */
function add_action(): void {}
/**
 * The current user's capabilities.
 *
 * @param string $cap A capability.
 */
function current_user_can( string $cap ): bool {
	return in_array( $cap, $GLOBALS['hoefslag_test_caps'], true );
}
/** The current admin screen. */
function get_current_screen(): object {
	return (object) array( 'base' => $GLOBALS['hoefslag_screen'] );
}
/**
 * WordPress's HTML escaping.
 *
 * @param string $text Text.
 */
function esc_html( string $text ): string {
	return htmlspecialchars( $text, ENT_QUOTES );
}

$GLOBALS['hoefslag_screen'] = $hoefslag_screen;
require dirname( __DIR__, 2 ) . '/hoefslag-headless/includes/acf.php';
hoefslag_acf_missing_notice();
