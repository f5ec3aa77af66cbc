<?php
/**
 * Lets a scheduled post's time pass without waiting for it: `php due-now.php <docroot> <url> <post id>`. WordPress
 * schedules a post only when it is at least a minute ahead; rather than sleep through that minute, the test moves the
 * post's date and its `publish_future_post` event back by the same amount, to two seconds ago. The event must be the
 * one WordPress scheduled for the post's date (else this fails and says what it found). Nothing is published here:
 * that is still wp-cron.php's job. Prints the event's time before and after as JSON.
 *
 * @package Hoefslag\Test
 */

if ( PHP_SAPI !== 'cli' || $argc < 4 ) {
	fwrite( STDERR, "usage: php due-now.php <docroot> <url> <post id>\n" );
	exit( 2 );
}
[ , $hoefslag_docroot, $hoefslag_url, $hoefslag_id ] = $argv;
$_SERVER['HTTP_HOST']   = (string) parse_url( $hoefslag_url, PHP_URL_HOST ) . ':' . (string) parse_url( $hoefslag_url, PHP_URL_PORT );
$_SERVER['REQUEST_URI'] = '/';
define( 'ABSPATH', rtrim( $hoefslag_docroot, '/' ) . '/' );
require ABSPATH . 'wp-load.php';

$hoefslag_id   = (int) $hoefslag_id;
$hoefslag_post = get_post( $hoefslag_id );
if ( ! $hoefslag_post || 'future' !== $hoefslag_post->post_status ) {
	fwrite( STDERR, "post {$hoefslag_id} is not scheduled\n" );
	exit( 1 );
}
$hoefslag_at        = strtotime( $hoefslag_post->post_date_gmt . ' GMT' );
$hoefslag_scheduled = wp_next_scheduled( 'publish_future_post', array( $hoefslag_id ) );
if ( $hoefslag_scheduled !== $hoefslag_at ) {
	fwrite( STDERR, "post {$hoefslag_id}: publish_future_post is at " . var_export( $hoefslag_scheduled, true ) . ", the post's date at {$hoefslag_at}\n" );
	exit( 1 );
}
$hoefslag_now = time() - 2;
$hoefslag_gmt = gmdate( 'Y-m-d H:i:s', $hoefslag_now );
global $wpdb;
$wpdb->update(
	$wpdb->posts,
	array(
		'post_date_gmt' => $hoefslag_gmt,
		'post_date'     => get_date_from_gmt( $hoefslag_gmt ),
	),
	array( 'ID' => $hoefslag_id )
);
clean_post_cache( $hoefslag_id );
wp_unschedule_event( $hoefslag_scheduled, 'publish_future_post', array( $hoefslag_id ) );
$hoefslag_result = wp_schedule_single_event( $hoefslag_now, 'publish_future_post', array( $hoefslag_id ), true );
if ( is_wp_error( $hoefslag_result ) ) {
	fwrite( STDERR, $hoefslag_result->get_error_message() . "\n" );
	exit( 1 );
}
echo wp_json_encode(
	array(
		'was' => $hoefslag_scheduled,
		'now' => wp_next_scheduled( 'publish_future_post', array( $hoefslag_id ) ),
	)
) . "\n";
