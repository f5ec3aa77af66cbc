<?php
/**
 * Installs the test's WordPress without a browser or network: site, admin, options, the companion plugin and an
 * Application Password. Run with PHP's CLI from the docroot: php install.php <docroot> <url> <password> [plugin…];
 * each further plugin (e.g. `secure-custom-fields/secure-custom-fields.php`) is activated before the companion plugin.
 * Prints the Application Password as JSON on its last line.
 *
 * @package Hoefslag\Test
 */

if ( PHP_SAPI !== 'cli' || $argc < 4 ) {
	fwrite( STDERR, "usage: php install.php <docroot> <url> <password>\n" );
	exit( 2 );
}
[ , $hoefslag_docroot, $hoefslag_url, $hoefslag_password ] = $argv;
$hoefslag_host = (string) parse_url( $hoefslag_url, PHP_URL_HOST ) . ':' . (string) parse_url( $hoefslag_url, PHP_URL_PORT );

$_SERVER['HTTP_HOST']   = $hoefslag_host;
$_SERVER['SERVER_NAME'] = (string) parse_url( $hoefslag_url, PHP_URL_HOST );
$_SERVER['REQUEST_URI'] = '/';
define( 'ABSPATH', rtrim( $hoefslag_docroot, '/' ) . '/' );
define( 'WP_INSTALLING', true );
define( 'WP_SITEURL', $hoefslag_url );
require ABSPATH . 'wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';

if ( ! is_blog_installed() ) {
	wp_install( 'Hoefslag (test)', 'redactie', 'redactie@hoefslag.test', true, '', wp_slash( $hoefslag_password ), 'nl_NL' );
}
update_option( 'home', $hoefslag_url );
update_option( 'siteurl', $hoefslag_url );
update_option( 'timezone_string', 'Europe/Amsterdam' );
global $wp_rewrite;
$wp_rewrite->set_permalink_structure( '/%postname%/' );
$wp_rewrite->set_category_base( 'categorie' );
$wp_rewrite->set_tag_base( 'tag' );
update_option( 'blog_public', '0' );

foreach ( array_merge( array_slice( $argv, 4 ), array( 'hoefslag-headless/hoefslag-headless.php' ) ) as $hoefslag_plugin ) {
	$hoefslag_result = activate_plugin( $hoefslag_plugin );
	if ( is_wp_error( $hoefslag_result ) ) {
		fwrite( STDERR, "{$hoefslag_plugin}: " . $hoefslag_result->get_error_message() . "\n" );
		exit( 1 );
	}
}
// The rules are rebuilt on the first request, with the plugin's post types registered.
delete_option( 'rewrite_rules' );

$hoefslag_user = get_user_by( 'login', 'redactie' );
[ $hoefslag_app_password ] = WP_Application_Passwords::create_new_application_password( $hoefslag_user->ID, array( 'name' => 'hoefslag-test' ) );
echo wp_json_encode( array( 'user' => 'redactie', 'applicationPassword' => $hoefslag_app_password ) ) . "\n";
