<?php
/**
 * The breadcrumb trails of the contract (section 13), used for `yoast_head_json` when Yoast SEO is not active.
 *
 * @package Hoefslag
 */

defined( 'ABSPATH' ) || exit;

/**
 * The crumbs before a post: [ name, url ] pairs from Home down to its parent (the post itself is added by the caller).
 *
 * @param WP_Post $post The post.
 * @return array<int, array{0: string, 1: string}>
 */
function hoefslag_post_trail( WP_Post $post ): array {
	$home     = array( array( 'Home', home_url( '/' ) ) );
	$sections = array(
		'article'      => array( 'Kennisbank', 'kennisbank/' ),
		'post'         => array( 'Nieuws', 'nieuws/' ),
		'lesson'       => array( 'Academy', 'academy/' ),
		'event'        => array( 'Events', 'events/' ),
		'partner'      => array( 'Partners', 'partners/' ),
		'product'      => array( 'Partners', 'partners/' ),
		'clinic'       => array( 'Finder', 'finder/' ),
		'vet'          => array( 'Finder', 'finder/' ),
		'guest-author' => array( 'Auteurs', 'auteurs/' ),
	);
	if ( 'page' === $post->post_type ) {
		$parents = array_reverse( get_post_ancestors( $post ) );
		return array_merge( $home, array_map( static fn( $id ) => array( hoefslag_plain( get_the_title( $id ) ), (string) get_permalink( $id ) ), $parents ) );
	}
	if ( ! isset( $sections[ $post->post_type ] ) ) {
		return $home;
	}
	[ $name, $path ] = $sections[ $post->post_type ];
	$trail           = array_merge( $home, array( array( $name, home_url( $path ) ) ) );
	$extra           = hoefslag_fields_raw( $post->ID );
	if ( 'article' === $post->post_type ) {
		$term_id = (int) ( $extra['primary_knowledge_base_category'] ?? 0 );
		if ( ! $term_id ) {
			$ids     = wp_get_post_terms( $post->ID, 'knowledge-base-category', array( 'fields' => 'ids' ) );
			$term_id = is_array( $ids ) ? (int) ( $ids[0] ?? 0 ) : 0;
		}
		$term = $term_id ? get_term( $term_id, 'knowledge-base-category' ) : null;
		if ( $term instanceof WP_Term ) {
			$trail[] = array( hoefslag_plain( $term->name ), (string) get_term_link( $term ) );
		}
	}
	if ( 'product' === $post->post_type ) {
		$partner = get_post( (int) ( $extra['partner'] ?? 0 ) );
		if ( $partner && 'publish' === $partner->post_status ) {
			$trail[] = array( hoefslag_plain( get_the_title( $partner ) ), (string) get_permalink( $partner ) );
		}
	}
	return $trail;
}

/**
 * The crumbs before a term: Home, its section, then its parent terms from the top down.
 *
 * @param WP_Term $term The term.
 * @return array<int, array{0: string, 1: string}>
 */
function hoefslag_term_trail( WP_Term $term ): array {
	$trail = array( array( 'Home', home_url( '/' ) ) );
	if ( in_array( $term->taxonomy, array( 'knowledge-base-category', 'content-type' ), true ) ) {
		$trail[] = array( 'Kennisbank', home_url( 'kennisbank/' ) );
	} elseif ( 'partner-type' === $term->taxonomy ) {
		$trail[] = array( 'Partners', home_url( 'partners/' ) );
	} elseif ( in_array( $term->taxonomy, hoefslag_finder_taxonomies(), true ) ) {
		$trail[] = array( 'Finder', home_url( 'finder/' ) );
	}
	foreach ( array_reverse( get_ancestors( $term->term_id, $term->taxonomy, 'taxonomy' ) ) as $ancestor_id ) {
		$ancestor = get_term( $ancestor_id, $term->taxonomy );
		$link     = $ancestor instanceof WP_Term ? get_term_link( $ancestor ) : '';
		if ( $ancestor instanceof WP_Term && is_string( $link ) ) {
			$trail[] = array( hoefslag_plain( $ancestor->name ), $link );
		}
	}
	return $trail;
}

/**
 * A schema.org BreadcrumbList: the trail's items with `item` URLs, then the current object without one (as Yoast does).
 *
 * @param array  $trail   [ name, url ] pairs before the object.
 * @param string $name    The object's name.
 * @param string $page_id The object's URL (the list's id is `{url}#breadcrumb`).
 */
function hoefslag_breadcrumb_list( array $trail, string $name, string $page_id ): array {
	$items = array();
	foreach ( $trail as $i => [ $crumb, $url ] ) {
		$items[] = array(
			'@type'    => 'ListItem',
			'position' => $i + 1,
			'name'     => $crumb,
			'item'     => $url,
		);
	}
	$items[] = array(
		'@type'    => 'ListItem',
		'position' => count( $items ) + 1,
		'name'     => $name,
	);
	return array(
		'@type'           => 'BreadcrumbList',
		'@id'             => $page_id . '#breadcrumb',
		'itemListElement' => $items,
	);
}
