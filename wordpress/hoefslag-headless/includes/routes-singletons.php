<?php
/**
 * The site singletons: general settings, the option pages (front page, 404, posts page, partners page), redirects.
 *
 * @package Hoefslag
 */

defined( 'ABSPATH' ) || exit;

/**
 * The id of an option page: core's `page_on_front`/`page_for_posts`; the 404 and partners page from ACF's options
 * page (fields `page_404`, `page_for_partners`) when ACF has them, else the plugin's settings.
 *
 * @param string $which `page_on_front`, `page_for_posts`, `page_404` or `page_for_partners`.
 */
function hoefslag_option_page_id( string $which ): int {
	if ( in_array( $which, array( 'page_on_front', 'page_for_posts' ), true ) ) {
		return 'page' === get_option( 'show_on_front' ) || 'page_for_posts' === $which ? (int) get_option( $which ) : 0;
	}
	if ( hoefslag_acf_active() ) {
		$acf = get_field( $which, 'options', false );
		if ( $acf ) {
			return hoefslag_acf_id( $acf );
		}
	}
	return (int) get_option( 'hoefslag_' . $which );
}

/**
 * A handler answering the page an option points at.
 *
 * @param string $which See hoefslag_option_page_id().
 * @param string $what  For the error message.
 */
function hoefslag_option_page_handler( string $which, string $what ): callable {
	return static function ( WP_REST_Request $request ) use ( $which, $what ) {
		$id   = hoefslag_option_page_id( $which );
		$post = $id ? get_post( $id ) : null;
		if ( ! hoefslag_is_visible( $post, hoefslag_visible_statuses( $request ) ) || 'page' !== $post->post_type ) {
			return hoefslag_error( 'rest_not_found', "No {$what} page is set." );
		}
		return rest_ensure_response( hoefslag_as_rest( $post, $request ) );
	};
}

/**
 * GET /wp/v2/general-settings: the "Site-instellingen" options page's values with ACF, else the plugin's stored
 * settings (options.php).
 */
function hoefslag_get_general_settings() {
	$settings = hoefslag_general_settings_answer();
	if ( null === $settings ) {
		return hoefslag_error( 'rest_not_found', 'General Settings not found.' );
	}
	return rest_ensure_response( $settings );
}

/**
 * POST /wp/v2/general-settings (administrators): replaces the settings with the JSON body, in the options page's
 * values with ACF (a 400 names a field ACF cannot store) or the plugin's store without.
 *
 * @param WP_REST_Request $request The request.
 */
function hoefslag_update_general_settings( WP_REST_Request $request ) {
	$body = json_decode( $request->get_body(), false );
	if ( ! $body instanceof stdClass ) {
		return hoefslag_error( 'rest_invalid_json', 'The body must be a JSON object.', 400 );
	}
	foreach ( array( 'translations', 'footer', 'ads', 'finder_overlay_settings', 'newsletter_subscribe_form', 'search_settings', 'footer_partners' ) as $required ) {
		if ( ! isset( $body->{$required} ) || ! $body->{$required} instanceof stdClass ) {
			return new WP_Error( 'rest_invalid_param', "Invalid parameter(s): {$required}", array( 'status' => 400, 'params' => array( $required => "{$required} is required and must be an object." ) ) );
		}
	}
	$written = hoefslag_write_general_settings( $body );
	return is_wp_error( $written ) ? $written : hoefslag_get_general_settings();
}

/**
 * GET /wp/v2/redirects: ACF's `redirects` repeater when ACF has one, else the plugin's setting.
 */
function hoefslag_get_redirects(): WP_REST_Response {
	$rules = hoefslag_acf_active() ? get_field( 'redirects', 'options' ) : null;
	$rules = is_array( $rules ) ? $rules : (array) get_option( 'hoefslag_redirects', array() );
	$out   = array();
	foreach ( $rules as $rule ) {
		$out[] = array(
			'from'       => (string) ( $rule['from'] ?? '' ),
			'to'         => (string) ( $rule['to'] ?? '' ),
			'statusCode' => (int) ( $rule['statusCode'] ?? $rule['status_code'] ?? 301 ),
		);
	}
	return rest_ensure_response( $out );
}

add_action(
	'rest_api_init',
	static function (): void {
		register_rest_route(
			'wp/v2',
			'/general-settings',
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => 'hoefslag_get_general_settings',
					'permission_callback' => '__return_true',
				),
				array(
					'methods'             => WP_REST_Server::EDITABLE,
					'callback'            => 'hoefslag_update_general_settings',
					'permission_callback' => static fn() => current_user_can( 'manage_options' ),
				),
			)
		);
		$pages = array(
			'frontpage'   => array( 'page_on_front', 'front' ),
			'404'         => array( 'page_404', '404' ),
			'postsPage'   => array( 'page_for_posts', 'posts' ),
			'partnerspage' => array( 'page_for_partners', 'partners' ),
		);
		foreach ( $pages as $route => [ $which, $what ] ) {
			hoefslag_public_route( 'wp/v2', '/' . $route, hoefslag_option_page_handler( $which, $what ) );
		}
		hoefslag_public_route( 'wp/v2', '/redirects', 'hoefslag_get_redirects' );
	}
);
