<?php
/**
 * Router for PHP's built-in server: the test's WordPress, served from a docroot of symlinks into Debian's copy.
 *
 * Static files are served as they are; every other path goes to index.php (pretty permalinks, /wp-json/).
 *
 * @package Hoefslag\Test
 */

$hoefslag_path = (string) parse_url( $_SERVER['REQUEST_URI'], PHP_URL_PATH );
$hoefslag_file = $_SERVER['DOCUMENT_ROOT'] . $hoefslag_path;

// WordPress' ABSPATH is the docroot (its wp-config.php), not the target of the symlinks.
define( 'ABSPATH', rtrim( $_SERVER['DOCUMENT_ROOT'], '/' ) . '/' );

if ( is_dir( $hoefslag_file ) && is_file( rtrim( $hoefslag_file, '/' ) . '/index.php' ) ) {
	$hoefslag_file = rtrim( $hoefslag_file, '/' ) . '/index.php';
}
if ( is_file( $hoefslag_file ) && ! str_ends_with( $hoefslag_file, '.php' ) ) {
	// WordPress' versioned assets (`?ver=`: scripts, styles, fonts, images of wp-admin and the plugins) are sent with a
	// cache lifetime, as a web server in front of WordPress would, so a browser loads the block editor's scripts once per
	// test file instead of on every page (PHP's server sends no caching headers, and drops the router's when it serves a
	// file itself). Everything else (uploads) PHP's server serves as it is.
	$hoefslag_types = array(
		'js'    => 'application/javascript',
		'css'   => 'text/css',
		'svg'   => 'image/svg+xml',
		'png'   => 'image/png',
		'gif'   => 'image/gif',
		'woff'  => 'font/woff',
		'woff2' => 'font/woff2',
		'ttf'   => 'font/ttf',
	);
	$hoefslag_ext   = strtolower( pathinfo( $hoefslag_file, PATHINFO_EXTENSION ) );
	if ( isset( $_GET['ver'], $hoefslag_types[ $hoefslag_ext ] ) ) {
		header( 'Content-Type: ' . $hoefslag_types[ $hoefslag_ext ] );
		header( 'Content-Length: ' . filesize( $hoefslag_file ) );
		header( 'Cache-Control: public, max-age=3600' );
		readfile( $hoefslag_file );
		return true;
	}
	return false;
}
if ( ! is_file( $hoefslag_file ) ) {
	$hoefslag_file = ABSPATH . 'index.php';
}
$_SERVER['SCRIPT_FILENAME'] = $hoefslag_file;
$_SERVER['SCRIPT_NAME']     = '/' . ltrim( substr( $hoefslag_file, strlen( ABSPATH ) - 1 ), '/' );
$_SERVER['PHP_SELF']        = $_SERVER['SCRIPT_NAME'];
chdir( dirname( $hoefslag_file ) );
// wp-cron.php loads WordPress only when ABSPATH is not yet defined (defined above): load it first, as a web server would
// (in the global scope, where loading WordPress reuses variable names: keep the target under a name of its own).
$hoefslag_router_target = $hoefslag_file;
if ( 'wp-cron.php' === basename( $hoefslag_router_target ) ) {
	require_once ABSPATH . 'wp-load.php';
}
require $hoefslag_router_target;
