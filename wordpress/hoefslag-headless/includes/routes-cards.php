<?php
/**
 * The card endpoints: `/pa/v1/posts`, `/pa/v1/articles`, `/wp/v2/popular-articles`, `/wp/v2/author-articles`.
 *
 * @package Hoefslag
 */

defined( 'ABSPATH' ) || exit;

/**
 * A taxonomy filter matching any of the ids, or nothing when no ids are given.
 *
 * @param string $taxonomy The taxonomy.
 * @param mixed  $ids      The parameter.
 */
function hoefslag_tax_filter( string $taxonomy, $ids ): array {
	$ids = array_filter( wp_parse_id_list( $ids ?? array() ) );
	return $ids ? array(
		array(
			'taxonomy' => $taxonomy,
			'terms'    => $ids,
		),
	) : array();
}

/**
 * GET /pa/v1/posts: cards of `type[]` (default news posts), optionally of `categories` or `tags`.
 *
 * @param WP_REST_Request $request The request.
 */
function hoefslag_pa_posts( WP_REST_Request $request ) {
	$types = $request['type'] ? wp_parse_list( $request['type'] ) : array( 'post' );
	$tax   = array_merge( hoefslag_tax_filter( 'category', $request['categories'] ), hoefslag_tax_filter( 'post_tag', $request['tags'] ) );
	$query = array( 'post_type' => $types );
	if ( $tax ) {
		$query['tax_query'] = array_merge( array( 'relation' => 'AND' ), $tax ); // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_tax_query
	}
	return hoefslag_card_page( $query, $request, 'posts' );
}

/**
 * GET /pa/v1/articles: article cards, optionally of some knowledge-base categories.
 *
 * @param WP_REST_Request $request The request.
 */
function hoefslag_pa_articles( WP_REST_Request $request ) {
	$query = array( 'post_type' => 'article' );
	$tax   = hoefslag_tax_filter( 'knowledge-base-category', $request['knowledge-base-categories'] );
	if ( $tax ) {
		$query['tax_query'] = $tax; // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_tax_query
	}
	return hoefslag_card_page( $query, $request, 'articles' );
}

/**
 * The editors' list of popular articles: ACF's `popular_articles` relationship when ACF has one, else the setting.
 *
 * @return int[]
 */
function hoefslag_popular_ids(): array {
	$ids = hoefslag_acf_active() ? get_field( 'popular_articles', 'options', false ) : null;
	$ids = is_array( $ids ) && $ids ? $ids : (array) get_option( 'hoefslag_popular_articles', array() );
	return array_map( 'intval', $ids );
}

/**
 * GET /wp/v2/popular-articles: the list in the editors' order, published card posts only.
 */
function hoefslag_popular_articles() {
	$cards = array();
	foreach ( hoefslag_popular_ids() as $id ) {
		$post = get_post( $id );
		if ( $post && 'publish' === $post->post_status && '' === $post->post_password && in_array( $post->post_type, hoefslag_card_types(), true ) ) {
			$cards[] = hoefslag_post_card( $post );
		}
	}
	return $cards ? rest_ensure_response( $cards ) : hoefslag_error( 'rest_no_posts', 'No popular articles found.' );
}

/**
 * GET /wp/v2/author-articles: cards credited to a user or a guest author (`id` or `slug`).
 *
 * @param WP_REST_Request $request The request.
 */
function hoefslag_author_articles( WP_REST_Request $request ) {
	$id   = $request['id'];
	$slug = (string) ( $request['slug'] ?? '' );
	if ( null === $id && '' === $slug ) {
		return new WP_Error( 'rest_missing_callback_param', 'Missing parameter(s): id', array( 'status' => 400, 'params' => array( 'id' ) ) );
	}
	$user  = null !== $id ? get_userdata( (int) $id ) : get_user_by( 'slug', $slug );
	$guest = null !== $id ? get_post( (int) $id ) : ( get_posts( array( 'post_type' => 'guest-author', 'name' => $slug, 'posts_per_page' => 1 ) )[0] ?? null );
	$guest = ( $guest instanceof WP_Post && 'guest-author' === $guest->post_type && 'publish' === $guest->post_status ) ? $guest : null;
	if ( ! $user && ! $guest ) {
		return hoefslag_error( 'rest_user_invalid_id', 'Invalid author.' );
	}
	$ids = array_merge(
		$user ? hoefslag_credited_post_ids( 'user', (int) $user->ID ) : array(),
		$guest ? hoefslag_credited_post_ids( 'guest_author', (int) $guest->ID ) : array()
	);
	if ( ! $ids ) {
		return hoefslag_error( 'rest_no_posts', 'No articles by this author found.' );
	}
	return hoefslag_card_page(
		array(
			'post_type' => hoefslag_card_types(),
			'post__in'  => $ids,
		),
		$request,
		'articles by this author'
	);
}

add_action(
	'rest_api_init',
	static function (): void {
		$paging = hoefslag_paging_args();
		$ids    = array( 'type' => array( 'array', 'string', 'integer' ) );
		hoefslag_public_route(
			'pa/v1',
			'/posts',
			'hoefslag_pa_posts',
			array_merge(
				$paging,
				array(
					'type'       => array(
						'type'  => 'array',
						'items' => array(
							'type' => 'string',
							'enum' => hoefslag_card_types(),
						),
					),
					'categories' => $ids,
					'tags'       => $ids,
					'hide_empty' => array( 'type' => 'boolean' ),
				)
			)
		);
		hoefslag_public_route( 'pa/v1', '/articles', 'hoefslag_pa_articles', array_merge( $paging, array( 'knowledge-base-categories' => $ids ) ) );
		hoefslag_public_route( 'wp/v2', '/popular-articles', 'hoefslag_popular_articles' );
		hoefslag_public_route(
			'wp/v2',
			'/author-articles',
			'hoefslag_author_articles',
			array_merge(
				$paging,
				array(
					'id'   => array(
						'type'    => 'integer',
						'minimum' => 1,
					),
					'slug' => array( 'type' => 'string' ),
				)
			)
		);
	}
);
