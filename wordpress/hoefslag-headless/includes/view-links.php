<?php
/**
 * "View" opens the site: in wp-admin (row actions, the admin bar, the "Post published. View post" notice) and in the
 * block editor (the REST answer with `context=edit`: `link` and `permalink_template`), permalinks point at the site's
 * address (`hoefslag_site_url`) instead of WordPress' own front end. The anonymous REST answers the pipeline reads keep
 * WordPress' permalinks. WordPress' theme front end answers visitors with a 301 to the same page on the site; wp-admin,
 * wp-login.php, the REST API, wp-cron.php, uploads (files the web server serves) and previews never reach it; a
 * missing file under /wp-content/ (or wp-includes, wp-admin) does, and answers 404 there: the site proxies /wp-content/*
 * to WordPress, so a 301 to the site would come straight back.
 *
 * @package Hoefslag
 */

defined( 'ABSPATH' ) || exit;

/**
 * A WordPress URL as the same path on the site; unchanged when no site address is set or the URL is not WordPress'.
 *
 * @param string $url A URL under the home URL.
 */
function hoefslag_on_site( string $url ): string {
	$site = hoefslag_site_url();
	$home = untrailingslashit( home_url() );
	if ( '' === $site || ! str_starts_with( $url, $home ) ) {
		return $url;
	}
	$rest = substr( $url, strlen( $home ) );
	return $site . ( '' === $rest ? '/' : $rest );
}

/**
 * Whether permalinks should point at the site in this request: wp-admin screens (not admin-ajax's front-end
 * helpers), and the block editor's REST reads (`context=edit`, sent by a logged-in editor).
 */
function hoefslag_links_to_site(): bool {
	if ( is_admin() && ! wp_doing_ajax() ) {
		return true;
	}
	// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- read-only: which context the REST request asks for.
	return defined( 'REST_REQUEST' ) && REST_REQUEST && is_user_logged_in() && 'edit' === ( $_GET['context'] ?? '' );
}

/**
 * The permalink filters: a permalink on the site where the editor works.
 *
 * @param string $link The permalink WordPress built.
 */
function hoefslag_view_link( string $link ): string {
	return hoefslag_links_to_site() ? hoefslag_on_site( $link ) : $link;
}
foreach ( array( 'post_link', 'page_link', 'post_type_link', 'term_link', 'author_link' ) as $hoefslag_filter ) {
	add_filter( $hoefslag_filter, 'hoefslag_view_link', 20 );
}

/**
 * The block editor's "View" takes `link`, its URL panel `permalink_template`: both on the site.
 *
 * @param WP_REST_Response $response The answer.
 * @param WP_Post          $post     The post.
 * @param WP_REST_Request  $request  The request.
 */
function hoefslag_rest_view_link( WP_REST_Response $response, WP_Post $post, WP_REST_Request $request ): WP_REST_Response {
	if ( 'edit' !== $request['context'] || '' === hoefslag_site_url() ) {
		return $response;
	}
	$data = $response->get_data();
	foreach ( array( 'link', 'permalink_template' ) as $key ) {
		if ( isset( $data[ $key ] ) && is_string( $data[ $key ] ) ) {
			$data[ $key ] = hoefslag_on_site( $data[ $key ] );
		}
	}
	$response->set_data( $data );
	return $response;
}
add_action(
	'rest_api_init',
	static function (): void {
		foreach ( hoefslag_content_types() as $type ) {
			add_filter( "rest_prepare_{$type}", 'hoefslag_rest_view_link', 20, 3 );
		}
	}
);

/**
 * Whether a request path is one of WordPress' own files (uploads, plugins, themes, wp-includes, wp-admin): the web
 * server serves those that exist, so one that reaches WordPress is missing. The site proxies /wp-content/* back to
 * WordPress, so a redirect to the same path on the site would loop until the browser gives up.
 *
 * @param string $path The request path, with WordPress' own base (a subdirectory install's) still in front.
 */
function hoefslag_is_file_path( string $path ): bool {
	$bases = array( content_url( '/' ), includes_url( '/' ), admin_url( '/' ), plugins_url( '/' ), wp_upload_dir( null, false )['baseurl'] . '/' );
	foreach ( $bases as $base ) {
		$base_path = (string) wp_parse_url( $base, PHP_URL_PATH );
		if ( '' !== $base_path && '/' !== $base_path && str_starts_with( $path, trailingslashit( $base_path ) ) ) {
			return true;
		}
	}
	return false;
}

/**
 * WordPress' own front end: a 301 to the same page on the site (a resolved post or term to its permalink there, anything
 * else to the same path and query). Previews stay on WordPress' preview handling (preview.php sends them to the site).
 * A missing file under WordPress' own folders (`/wp-content/…`) is a plain 404 here, never sent to the site.
 */
function hoefslag_front_end_to_site(): void {
	$site = hoefslag_site_url();
	// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- read-only: a preview link is left alone.
	if ( '' === $site || is_preview() || isset( $_GET['preview'] ) || is_robots() || is_favicon() ) {
		return;
	}
	$path = (string) wp_parse_url( isset( $_SERVER['REQUEST_URI'] ) ? esc_url_raw( wp_unslash( $_SERVER['REQUEST_URI'] ) ) : '/', PHP_URL_PATH );
	if ( hoefslag_is_file_path( $path ) ) {
		status_header( 404 );
		nocache_headers();
		header( 'Content-Type: text/plain; charset=utf-8' );
		echo "404 Not Found\n";
		exit;
	}
	$object = get_queried_object();
	$target = '';
	if ( is_singular() && $object instanceof WP_Post && 'publish' === $object->post_status ) {
		$target = (string) get_permalink( $object );
	} elseif ( ( is_category() || is_tag() || is_tax() ) && $object instanceof WP_Term ) {
		$link   = get_term_link( $object );
		$target = is_string( $link ) ? $link : '';
	}
	if ( '' === $target ) {
		$uri    = isset( $_SERVER['REQUEST_URI'] ) ? esc_url_raw( wp_unslash( $_SERVER['REQUEST_URI'] ) ) : '/';
		$base   = (string) wp_parse_url( home_url( '/' ), PHP_URL_PATH );
		$target = home_url( '/' . ltrim( str_starts_with( $uri, $base ) ? substr( $uri, strlen( $base ) ) : $uri, '/' ) );
	}
	// phpcs:ignore WordPress.Security.SafeRedirect.wp_redirect_wp_redirect -- the site's own address, set by an administrator.
	wp_redirect( hoefslag_on_site( $target ), 301, 'Hoefslag Headless' );
	exit;
}
add_action( 'template_redirect', 'hoefslag_front_end_to_site', 0 );
