<?php
/**
 * Rebuild on publish: whenever published content, terms, menus, users or the site options change, POST to the build
 * hook (`HOEFSLAG_BUILD_HOOK_URL` constant or setting) with the shared secret in `X-Hoefslag-Secret`. Non-blocking,
 * and once per request however many changes it made.
 *
 * @package Hoefslag
 */

defined( 'ABSPATH' ) || exit;

/** Why a build was asked for in this request (sent along; the first reason names the change). */
$GLOBALS['hoefslag_build_reasons'] = array();

/**
 * Asks for a build at the end of this request.
 *
 * @param string $reason What changed.
 */
function hoefslag_request_build( string $reason ): void {
	if ( '' === (string) hoefslag_setting( 'hoefslag_build_hook_url' ) ) {
		return;
	}
	if ( ! $GLOBALS['hoefslag_build_reasons'] ) {
		add_action( 'shutdown', 'hoefslag_send_build_hook' );
	}
	$GLOBALS['hoefslag_build_reasons'][] = $reason;
}

/**
 * Sends the build hook (once, at shutdown, without waiting for the answer).
 */
function hoefslag_send_build_hook(): void {
	$url     = (string) hoefslag_setting( 'hoefslag_build_hook_url' );
	$reasons = array_values( array_unique( $GLOBALS['hoefslag_build_reasons'] ) );
	if ( '' === $url || ! $reasons ) {
		return;
	}
	// The ticket number rides in the title: Netlify makes it the deploy's title, which its deploy events carry back
	// (build-events.php, decision 044).
	$title = 'WordPress: ' . $reasons[0] . ' [hoefslag #' . hoefslag_build_ticket( $reasons ) . ']';
	// Netlify build hooks ignore the body (it reaches the build as INCOMING_HOOK_BODY) and take the deploy log's title
	// from the trigger_title query parameter; our own build endpoint ignores the query.
	wp_remote_post(
		add_query_arg( 'trigger_title', rawurlencode( $title ), $url ),
		array(
			'blocking' => false,
			'timeout'  => 2,
			'headers'  => array(
				'Content-Type'      => 'application/json',
				'X-Hoefslag-Secret' => (string) hoefslag_setting( 'hoefslag_build_hook_secret' ),
			),
			'body'     => (string) wp_json_encode(
				array(
					'trigger_title' => $title,
					'reasons'       => $reasons,
				)
			),
		)
	);
	$GLOBALS['hoefslag_build_reasons'] = array();
}

/**
 * A post changed status: a build when it is or was published (drafts and private items are fetched live).
 *
 * @param string  $new_status New status.
 * @param string  $old_status Old status.
 * @param WP_Post $post       The post.
 */
function hoefslag_build_on_transition( string $new_status, string $old_status, WP_Post $post ): void {
	if ( wp_is_post_revision( $post ) || wp_is_post_autosave( $post ) || ! in_array( $post->post_type, array_merge( hoefslag_content_types(), array( 'attachment' ) ), true ) ) {
		return;
	}
	if ( 'publish' === $new_status || 'publish' === $old_status ) {
		hoefslag_request_build( "{$post->post_type} {$post->ID} {$old_status} → {$new_status}" );
	}
}
add_action( 'transition_post_status', 'hoefslag_build_on_transition', 10, 3 );

/**
 * A published post was saved (an edit that keeps its status), trashed or deleted.
 *
 * @param int $post_id The post.
 */
function hoefslag_build_on_post_change( int $post_id ): void {
	$post = get_post( $post_id );
	if ( $post && in_array( $post->post_type, hoefslag_content_types(), true ) && in_array( $post->post_status, array( 'publish', 'trash' ), true ) && ! wp_is_post_revision( $post ) ) {
		hoefslag_request_build( "{$post->post_type} {$post_id} changed" );
	}
}
add_action( 'save_post', 'hoefslag_build_on_post_change' );
add_action( 'before_delete_post', 'hoefslag_build_on_post_change' );
add_action( 'wp_trash_post', 'hoefslag_build_on_post_change' );

foreach ( array( 'created_term', 'edited_term', 'delete_term', 'wp_update_nav_menu', 'wp_delete_nav_menu', 'profile_update', 'edit_attachment', 'delete_attachment' ) as $hoefslag_hook ) {
	add_action( $hoefslag_hook, static fn() => hoefslag_request_build( current_action() ) );
}
/**
 * A site option changed.
 *
 * @param string $option The option.
 */
function hoefslag_build_on_option( string $option ): void {
	$watched = array( 'hoefslag_general_settings', 'hoefslag_redirects', 'hoefslag_popular_articles', 'hoefslag_page_404', 'hoefslag_page_for_partners', 'page_on_front', 'page_for_posts', 'show_on_front', 'nav_menu_locations', 'theme_mods_' . get_option( 'stylesheet' ), 'blogname' );
	if ( in_array( $option, $watched, true ) ) {
		hoefslag_request_build( "option {$option}" );
	}
}
add_action( 'updated_option', 'hoefslag_build_on_option' );
add_action( 'added_option', 'hoefslag_build_on_option' );
add_action(
	'acf/save_post',
	static function ( $post_id ): void {
		if ( 'options' === $post_id ) {
			hoefslag_request_build( 'options page' );
		}
	}
);
