<?php
/**
 * The post card: the compact, ready-to-show shape of the card endpoints.
 *
 * @package Hoefslag
 */

defined( 'ABSPATH' ) || exit;

/**
 * Plain text of an HTML title or excerpt: tags removed, entities decoded.
 *
 * @param string $html HTML.
 */
function hoefslag_plain( string $html ): string {
	return trim( html_entity_decode( wp_strip_all_tags( $html ), ENT_QUOTES | ENT_HTML5, 'UTF-8' ) );
}

/**
 * A post's summary as plain text: its own excerpt, else the start of its text ending in "…" (never WordPress'
 * "[…]"); empty for password-protected posts.
 *
 * @param WP_Post $post The post.
 */
function hoefslag_plain_excerpt( WP_Post $post ): string {
	if ( post_password_required( $post ) || '' !== $post->post_password ) {
		return '';
	}
	if ( '' !== trim( $post->post_excerpt ) ) {
		return hoefslag_plain( $post->post_excerpt );
	}
	$text = hoefslag_plain( strip_shortcodes( excerpt_remove_blocks( $post->post_content ) ) );
	/** This filter is documented in wp-includes/formatting.php */
	$length = (int) apply_filters( 'excerpt_length', 55 );
	return wp_trim_words( $text, $length, '…' );
}

/**
 * A local date as Dutch text: `2025-02-10T08:00:00` → `10 februari 2025`.
 *
 * @param string $date `Y-m-d H:i:s` or ISO.
 */
function hoefslag_date_nl( string $date ): string {
	$months = array( 'januari', 'februari', 'maart', 'april', 'mei', 'juni', 'juli', 'augustus', 'september', 'oktober', 'november', 'december' );
	if ( ! preg_match( '/^(\d{4})-(\d{2})-(\d{2})/', $date, $m ) ) {
		return '';
	}
	return (int) $m[3] . ' ' . $months[ (int) $m[2] - 1 ] . ' ' . $m[1];
}

/**
 * The display name of the first credited author (the `authors` field, else the WordPress author).
 *
 * @param WP_Post $post  The post.
 * @param array   $extra Its extra fields.
 */
function hoefslag_first_author_name( WP_Post $post, array $extra ): string {
	$ref = $extra['authors'][0] ?? null;
	if ( is_array( $ref ) && 'guest_author' === ( $ref['type'] ?? 'user' ) ) {
		$guest = get_post( (int) $ref['id'] );
		return ( $guest && 'publish' === $guest->post_status ) ? hoefslag_plain( $guest->post_title ) : '';
	}
	$user = get_userdata( is_array( $ref ) ? (int) $ref['id'] : (int) $post->post_author );
	return $user ? hoefslag_plain( $user->display_name ) : '';
}

/**
 * The card's primary category: the `primary_category` field, else the first category.
 *
 * @param WP_Post $post  The post.
 * @param array   $extra Its extra fields.
 * @return array|false
 */
function hoefslag_card_primary_category( WP_Post $post, array $extra ) {
	$id = (int) ( $extra['primary_category'] ?? 0 );
	if ( ! $id ) {
		$ids = wp_get_post_terms( $post->ID, 'category', array( 'fields' => 'ids' ) );
		$id  = is_array( $ids ) ? (int) ( $ids[0] ?? 0 ) : 0;
	}
	$term = $id ? get_term( $id, 'category' ) : null;
	if ( ! $term instanceof WP_Term ) {
		return false;
	}
	$fields = hoefslag_fields_raw( $term->term_id, 'term' );
	$icon   = isset( $fields['icon'] ) && is_array( $fields['icon'] ) ? hoefslag_image( (int) ( $fields['icon']['$media'] ?? $fields['icon']['id'] ?? 0 ) ) : false;
	return array(
		'name'     => hoefslag_plain( $term->name ),
		'icon'     => $icon ? $icon['src'] : '',
		'icon_url' => (string) ( $fields['icon_url'] ?? '' ),
	);
}

/**
 * A post as a card.
 *
 * @param WP_Post $post The post.
 */
function hoefslag_post_card( WP_Post $post ): array {
	$extra   = hoefslag_fields_raw( $post->ID );
	$primary = hoefslag_card_primary_category( $post, $extra );
	$names   = static fn( $terms ) => is_array( $terms ) ? array_map( static fn( WP_Term $t ) => array( 'name' => hoefslag_plain( $t->name ) ), $terms ) : array();
	$types   = taxonomy_exists( 'content-type' ) ? wp_get_post_terms( $post->ID, 'content-type' ) : array();
	$type    = is_array( $types ) && $types ? hoefslag_plain( $types[0]->name ) : '';
	$author  = hoefslag_first_author_name( $post, $extra );
	$minutes = (int) ( $extra['reading_time'] ?? 0 );
	// ACF's empty group is `[]` (no sponsor), as the reader takes it (conventions 2.5, `optionalAcf`).
	$sponsor = $extra['sponsor'] ?? false;
	$labels  = array(
		'lesson' => 'Bekijk les',
		'event'  => 'Bekijk event',
	);
	return array(
		'id'                  => $post->ID,
		'type'                => $post->post_type,
		'link'                => (string) get_permalink( $post ),
		'title'               => hoefslag_plain( get_the_title( $post ) ),
		'excerpt'             => hoefslag_plain_excerpt( $post ),
		'date'                => str_replace( ' ', 'T', $post->post_date ),
		'date_formatted'      => hoefslag_date_nl( $post->post_date ),
		'featured_image'      => hoefslag_image( (int) get_post_thumbnail_id( $post ) ),
		'primary_category'    => $primary,
		'categories'          => $names( wp_get_post_terms( $post->ID, 'category' ) ),
		'sponsor'             => is_array( $sponsor ) && array() !== $sponsor ? array(
			'show_sponsored' => (bool) ( $sponsor['show_sponsored'] ?? false ),
			'label'          => (string) ( $sponsor['label'] ?? '' ),
			'color'          => (string) ( $sponsor['color'] ?? '' ),
		) : false,
		'author'              => '' !== $author ? array( 'name' => $author ) : false,
		'show_author'         => false !== ( $extra['show_author'] ?? true ),
		'view_label'          => $labels[ $post->post_type ] ?? 'Lees meer',
		'read_label'          => $minutes ? "{$minutes} min leestijd" : '',
		'category_label'      => '' !== $type ? $type : ( $primary ? $primary['name'] : '' ),
		'category_label_type' => '' !== $type ? 'content_type' : ( $primary ? 'category' : '' ),
	);
}

/**
 * One page of cards, newest first, with WordPress' paging headers; `404 rest_no_posts` when nothing matches.
 *
 * @param array           $query   WP_Query arguments (post types, taxonomies, ids).
 * @param WP_REST_Request $request The request (`page`, `per_page`).
 * @param string          $what    For the error message.
 */
function hoefslag_card_page( array $query, WP_REST_Request $request, string $what ) {
	$per_page = (int) ( $request['per_page'] ?? 10 );
	$page     = (int) ( $request['page'] ?? 1 );
	$result   = new WP_Query(
		array_merge(
			array(
				'post_status'         => 'publish',
				'has_password'        => false,
				'orderby'             => array(
					'date' => 'DESC',
					'ID'   => 'DESC',
				),
				'posts_per_page'      => $per_page,
				'paged'               => $page,
				'ignore_sticky_posts' => true,
			),
			$query
		)
	);
	if ( 0 === (int) $result->found_posts ) {
		return hoefslag_error( 'rest_no_posts', "No {$what} found." );
	}
	$response = rest_ensure_response( array_map( 'hoefslag_post_card', $result->posts ) );
	$response->header( 'X-WP-Total', (string) $result->found_posts );
	$response->header( 'X-WP-TotalPages', (string) (int) ceil( $result->found_posts / $per_page ) );
	return $response;
}

/**
 * The `page` and `per_page` arguments of card lists.
 */
function hoefslag_paging_args(): array {
	return array(
		'page'     => array(
			'type'    => 'integer',
			'minimum' => 1,
			'default' => 1,
		),
		'per_page' => array(
			'type'    => 'integer',
			'minimum' => 1,
			'maximum' => 100,
			'default' => 10,
		),
	);
}
