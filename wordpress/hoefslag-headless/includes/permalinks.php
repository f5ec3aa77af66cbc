<?php
/**
 * Permalinks the site takes its paths from: products under their partner, the filter-only taxonomies as query links,
 * authors under /auteurs/.
 *
 * @package Hoefslag
 */

defined( 'ABSPATH' ) || exit;

/**
 * A product's link: /partners/{partner slug}/{slug}/ (the partner is the product's `partner` field).
 *
 * @param string  $link The permalink WordPress built.
 * @param WP_Post $post The post.
 */
function hoefslag_product_link( string $link, WP_Post $post ): string {
	if ( 'product' !== $post->post_type ) {
		return $link;
	}
	$fields  = hoefslag_fields_raw( $post->ID, 'post' );
	$partner = isset( $fields['partner'] ) ? get_post( (int) $fields['partner'] ) : null;
	$slug    = $partner instanceof WP_Post ? $partner->post_name : 'partner';
	return str_replace( '%partner%', $slug, $link );
}
add_filter( 'post_type_link', 'hoefslag_product_link', 10, 2 );

/**
 * Content types and partner types have no page of their own: they link to the filtered list.
 *
 * @param string  $link     The term link.
 * @param WP_Term $term     The term.
 * @param string  $taxonomy The taxonomy.
 */
function hoefslag_filter_term_link( string $link, WP_Term $term, string $taxonomy ): string {
	$filters = array(
		'content-type' => array( 'kennisbank/', 'content_type' ),
		'partner-type' => array( 'partners/', 'type' ),
	);
	if ( ! isset( $filters[ $taxonomy ] ) ) {
		return $link;
	}
	[ $path, $param ] = $filters[ $taxonomy ];
	return add_query_arg( $param, $term->slug, home_url( $path ) );
}
add_filter( 'term_link', 'hoefslag_filter_term_link', 10, 3 );

/**
 * Authors live at /auteurs/{slug}/, like guest authors.
 */
function hoefslag_author_base(): void {
	global $wp_rewrite;
	$wp_rewrite->author_base = 'auteurs';
}
add_action( 'init', 'hoefslag_author_base', 7 );
