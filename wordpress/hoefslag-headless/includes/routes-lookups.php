<?php
/**
 * The lookups: a page by path, any entity by path or slug, a draft by id (editors only), a finder term by slug.
 *
 * @package Hoefslag
 */

defined( 'ABSPATH' ) || exit;

/** Slug lookups prefer the catch-all's own kinds: pages, then news posts, then the other types. */
const HOEFSLAG_SLUG_PRIORITY = array( 'page', 'post', 'article', 'lesson', 'event', 'partner', 'product', 'clinic', 'vet', 'guest-author' );

/**
 * `over-ons/team` or `/over-ons/team/` → `/over-ons/team/`; empty → `/`.
 *
 * @param string $raw The path parameter.
 */
function hoefslag_normalize_path( string $raw ): string {
	$inner = implode( '/', array_filter( explode( '/', $raw ), 'strlen' ) );
	return '' === $inner ? '/' : '/' . $inner . '/';
}

/**
 * The path of a post's permalink (relative to the home URL's path, so a WordPress in a subdirectory works too).
 *
 * @param WP_Post $post The post.
 */
function hoefslag_post_path( WP_Post $post ): string {
	$home = (string) wp_parse_url( home_url( '/' ), PHP_URL_PATH );
	$path = (string) wp_parse_url( (string) get_permalink( $post ), PHP_URL_PATH );
	if ( '' !== $home && '/' !== $home && str_starts_with( $path, $home ) ) {
		$path = '/' . substr( $path, strlen( $home ) );
	}
	return hoefslag_normalize_path( $path );
}

/**
 * Candidates with a slug, visible to the request, in the slug priority order.
 *
 * @param string   $slug     The slug.
 * @param string[] $types    Post types.
 * @param string[] $statuses Visible statuses.
 * @return WP_Post[]
 */
function hoefslag_posts_by_slug( string $slug, array $types, array $statuses ): array {
	$posts = get_posts(
		array(
			'name'             => $slug,
			'post_type'        => $types,
			'post_status'      => $statuses,
			'posts_per_page'   => 20,
			'suppress_filters' => false,
		)
	);
	$posts = array_filter( $posts, static fn( WP_Post $p ) => hoefslag_is_visible( $p, $statuses ) );
	usort( $posts, static fn( WP_Post $a, WP_Post $b ) => array_search( $a->post_type, HOEFSLAG_SLUG_PRIORITY, true ) <=> array_search( $b->post_type, HOEFSLAG_SLUG_PRIORITY, true ) );
	return array_values( $posts );
}

/**
 * GET /wp/v2/get-page-by-path/{path}.
 *
 * @param WP_REST_Request $request The request.
 */
function hoefslag_page_by_path( WP_REST_Request $request ) {
	$path     = hoefslag_normalize_path( (string) $request['path'] );
	$statuses = hoefslag_visible_statuses( $request );
	$page     = get_page_by_path( trim( $path, '/' ), OBJECT, 'page' );
	if ( '/' === $path ) {
		$page = get_post( hoefslag_option_page_id( 'page_on_front' ) );
	}
	if ( ! $page instanceof WP_Post || ! hoefslag_is_visible( $page, $statuses ) || hoefslag_post_path( $page ) !== $path && '/' !== $path ) {
		return hoefslag_error( 'rest_page_not_found', "No page found at {$path}." );
	}
	return rest_ensure_response( hoefslag_as_rest( $page, $request ) );
}

/**
 * GET /wp/v2/get-entity-by-slug/{path}: the object at that permalink path, else the one whose slug is the last segment.
 *
 * @param WP_REST_Request $request The request.
 */
function hoefslag_entity_by_slug( WP_REST_Request $request ) {
	$path     = hoefslag_normalize_path( (string) $request['path'] );
	$statuses = hoefslag_visible_statuses( $request );
	$segments = array_values( array_filter( explode( '/', $path ), 'strlen' ) );
	$slug     = (string) end( $segments );
	if ( '' === $slug ) {
		return hoefslag_error( 'rest_entity_not_found', "No entity found for {$path}." );
	}
	$candidates = hoefslag_posts_by_slug( $slug, hoefslag_content_types(), $statuses );
	$at_path    = array_values( array_filter( $candidates, static fn( WP_Post $p ) => hoefslag_post_path( $p ) === $path ) );
	$found      = $at_path[0] ?? $candidates[0] ?? null;
	if ( ! $found ) {
		return hoefslag_error( 'rest_entity_not_found', "No entity found for {$path}." );
	}
	return rest_ensure_response( hoefslag_as_rest( $found, $request ) );
}

/**
 * GET /wp/v2/get-draft-entity-by-id: a draft (or `status[]`) item for the editor's preview; 404 for one they may not edit.
 *
 * @param WP_REST_Request $request The request.
 */
function hoefslag_draft_by_id( WP_REST_Request $request ) {
	$id       = (int) $request['id'];
	$asked    = $request['status'] ? wp_parse_list( $request['status'] ) : array( 'draft' );
	$statuses = in_array( 'any', $asked, true ) ? array( 'publish', 'future', 'draft', 'pending', 'private' ) : $asked;
	$post     = get_post( $id );
	// An item the editor may not edit answers exactly as one that does not exist (as WordPress hides others' drafts):
	// a 403 would tell that the id is taken, and the site would read it as a token it must log out.
	if ( ! $post || ! in_array( $post->post_status, $statuses, true ) || ! in_array( $post->post_type, hoefslag_content_types(), true ) || ! current_user_can( 'edit_post', $id ) ) {
		return hoefslag_error( 'rest_post_invalid_id', 'No ' . implode( '/', $statuses ) . " entity with id {$id}." );
	}
	return rest_ensure_response( hoefslag_as_rest( $post, $request ) );
}

/**
 * GET /wp/v2/get-finder-term-by-slug/{slug}: the first finder term with that slug.
 *
 * @param WP_REST_Request $request The request.
 */
function hoefslag_finder_term_by_slug( WP_REST_Request $request ) {
	$slug = (string) $request['slug'];
	foreach ( hoefslag_finder_taxonomies() as $taxonomy ) {
		$term = get_term_by( 'slug', $slug, $taxonomy );
		if ( $term instanceof WP_Term ) {
			return rest_ensure_response( hoefslag_term_as_rest( $term ) );
		}
	}
	return hoefslag_error( 'rest_term_invalid', "No finder term with slug \"{$slug}\"." );
}

add_action(
	'rest_api_init',
	static function (): void {
		hoefslag_public_route( 'wp/v2', '/get-page-by-path/(?P<path>.+)', 'hoefslag_page_by_path' );
		hoefslag_public_route( 'wp/v2', '/get-entity-by-slug/(?P<path>.+)', 'hoefslag_entity_by_slug' );
		hoefslag_public_route( 'wp/v2', '/get-finder-term-by-slug/(?P<slug>[^/]+)', 'hoefslag_finder_term_by_slug' );
		register_rest_route(
			'wp/v2',
			'/get-draft-entity-by-id(?:/(?P<id>\d+))?',
			array(
				'methods'             => WP_REST_Server::READABLE,
				'callback'            => 'hoefslag_draft_by_id',
				'permission_callback' => static fn() => is_user_logged_in() && current_user_can( 'edit_posts' )
					? true
					: hoefslag_error( 'rest_forbidden', 'Sorry, you are not allowed to do that.', rest_authorization_required_code() ),
				'args'                => array(
					'id'     => array(
						'type'     => 'integer',
						'minimum'  => 1,
						'required' => true,
					),
					'status' => array(
						'type'  => 'array',
						'items' => array(
							'type' => 'string',
							'enum' => array( 'publish', 'future', 'draft', 'pending', 'private', 'any' ),
						),
					),
				),
			)
		);
	}
);
