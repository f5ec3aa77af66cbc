<?php
/**
 * Helpers for the routes that answer one entity: visibility by status, and the entity exactly as its collection
 * answers it (through the core controller, so `extra_fields`, `yoast_head_json`, `_links`, `_embed` and `_fields`
 * behave the same).
 *
 * @package Hoefslag
 */

defined( 'ABSPATH' ) || exit;

/**
 * The statuses the current request may see: `publish`, and for those who may read private content `private` too,
 * or what an editor asks for with `status`.
 *
 * @param WP_REST_Request $request  The request.
 * @param string[]        $defaults The editor's default statuses.
 * @return string[]
 */
function hoefslag_visible_statuses( WP_REST_Request $request, array $defaults = array( 'publish', 'private' ) ): array {
	if ( ! current_user_can( 'read_private_posts' ) ) {
		return array( 'publish' );
	}
	$asked = $request->get_param( 'status' );
	if ( null === $asked || '' === $asked || array() === $asked ) {
		return $defaults;
	}
	$asked = wp_parse_list( $asked );
	return in_array( 'any', $asked, true ) ? array( 'publish', 'future', 'draft', 'pending', 'private' ) : $asked;
}

/**
 * Whether the current request may see a post.
 *
 * @param WP_Post|null $post     The post.
 * @param string[]     $statuses Visible statuses.
 */
function hoefslag_is_visible( ?WP_Post $post, array $statuses ): bool {
	if ( ! $post instanceof WP_Post || ! in_array( $post->post_type, hoefslag_content_types(), true ) ) {
		return false;
	}
	if ( ! in_array( $post->post_status, $statuses, true ) ) {
		return false;
	}
	return 'publish' === $post->post_status || current_user_can( 'read_post', $post->ID );
}

/**
 * A post exactly as its collection answers it, honouring the outer request's `_embed`.
 *
 * @param WP_Post         $post    The post.
 * @param WP_REST_Request $request The outer request.
 * @return array|WP_Error
 */
function hoefslag_as_rest( WP_Post $post, WP_REST_Request $request ) {
	$type     = get_post_type_object( $post->post_type );
	$base     = ( $type && $type->rest_base ) ? $type->rest_base : $post->post_type;
	$inner    = new WP_REST_Request( 'GET', "/wp/v2/{$base}/{$post->ID}" );
	$response = rest_do_request( $inner );
	if ( $response->is_error() ) {
		return $response->as_error();
	}
	$embed = $request->has_param( '_embed' ) ? rest_parse_embed_param( $request['_embed'] ) : false;
	return rest_get_server()->response_to_data( $response, $embed );
}

/**
 * A term exactly as its collection answers it.
 *
 * @param WP_Term $term The term.
 * @return array|WP_Error
 */
function hoefslag_term_as_rest( WP_Term $term ) {
	$taxonomy = get_taxonomy( $term->taxonomy );
	$base     = ( $taxonomy && $taxonomy->rest_base ) ? $taxonomy->rest_base : $term->taxonomy;
	$response = rest_do_request( new WP_REST_Request( 'GET', "/wp/v2/{$base}/{$term->term_id}" ) );
	return $response->is_error() ? $response->as_error() : rest_get_server()->response_to_data( $response, false );
}

/**
 * WordPress' REST error.
 *
 * @param string $code    Error code.
 * @param string $message Message.
 * @param int    $status  HTTP status.
 */
function hoefslag_error( string $code, string $message, int $status = 404 ): WP_Error {
	return new WP_Error( $code, $message, array( 'status' => $status ) );
}

/**
 * Registers a public read-only route in one of the contract's namespaces.
 *
 * @param string   $route_namespace Namespace (`wp/v2`, `pa/v1`, `menus/v1`).
 * @param string   $route           Route pattern.
 * @param callable $callback        Handler.
 * @param array    $args            Argument schemas.
 */
function hoefslag_public_route( string $route_namespace, string $route, callable $callback, array $args = array() ): void {
	register_rest_route(
		$route_namespace,
		$route,
		array(
			'methods'             => WP_REST_Server::READABLE,
			'callback'            => $callback,
			'permission_callback' => '__return_true',
			'args'                => $args,
		)
	);
}
