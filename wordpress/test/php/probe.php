<?php
/**
 * Asks the test's WordPress what its admin screens would show: `php probe.php <docroot> <url> preview <post id>`
 * prints the Preview button's link as JSON.
 *
 * @package Hoefslag\Test
 */

if ( PHP_SAPI !== 'cli' || $argc < 5 ) {
	fwrite( STDERR, "usage: php probe.php <docroot> <url> preview <id>\n" );
	exit( 2 );
}
[ , $hoefslag_docroot, $hoefslag_url, $hoefslag_what, $hoefslag_id ] = $argv;
$_SERVER['HTTP_HOST']   = (string) parse_url( $hoefslag_url, PHP_URL_HOST ) . ':' . (string) parse_url( $hoefslag_url, PHP_URL_PORT );
$_SERVER['REQUEST_URI'] = '/';
define( 'ABSPATH', rtrim( $hoefslag_docroot, '/' ) . '/' );
require ABSPATH . 'wp-load.php';

if ( 'preview' === $hoefslag_what ) {
	echo wp_json_encode( array( 'preview' => get_preview_post_link( (int) $hoefslag_id ) ) ) . "\n";
}
