<?php
/**
 * The redirect history (decision 030): every permalink a published item had before stays known, so the site answers
 * it with a 301 to the item's path today. WordPress keeps `_wp_old_slug` for posts of non-hierarchical types only and
 * nothing for a page whose parent moved or a category whose parent changed; the plugin records the old path itself
 * (post meta and term meta `_hoefslag_old_paths`, one value per path, relative to the home URL) for the item and for
 * every item whose path hangs on it (child pages, a partner's products, child terms), and for an author (a user
 * credited on published content) whose `user_nicename` changed (user meta: /auteurs/{old}/). The REST field
 * `old_links` gives them, with the paths `_wp_old_slug` implies, as absolute URLs like `link`.
 *
 * @package Hoefslag
 */

defined( 'ABSPATH' ) || exit;

const HOEFSLAG_OLD_PATHS = '_hoefslag_old_paths';

/**
 * A permalink as a path relative to the home URL ("/kennisbank/koliek/"); '' when it is not under the home URL (or
 * the site's address).
 *
 * @param string $link A permalink.
 */
function hoefslag_relative_path( string $link ): string {
	// In wp-admin the permalinks point at the site (view-links.php): either base will do.
	foreach ( array( untrailingslashit( home_url() ), hoefslag_site_url() ) as $base ) {
		if ( '' !== $base && '' !== $link && str_starts_with( $link, $base . '/' ) ) {
			return (string) strtok( substr( $link, strlen( $base ) ), '?#' );
		}
	}
	return '';
}

/**
 * Adds `$old` to an object's old paths and takes `$now` off them (an item renamed back is live there again).
 *
 * @param string $meta_type 'post', 'term' or 'user'.
 * @param int    $id        The object.
 * @param string $old       The path it had.
 * @param string $now       The path it has.
 */
function hoefslag_remember_path( string $meta_type, int $id, string $old, string $now ): void {
	if ( '' === $now ) {
		return;
	}
	delete_metadata( $meta_type, $id, HOEFSLAG_OLD_PATHS, $now );
	if ( '' === $old || $old === $now ) {
		return;
	}
	delete_metadata( $meta_type, $id, HOEFSLAG_OLD_PATHS, $old );
	add_metadata( $meta_type, $id, HOEFSLAG_OLD_PATHS, $old );
}

/**
 * A published post's path changed (slug, parent): remember the old one, for it, its published child pages and, for
 * a partner, its published products.
 *
 * @param int     $post_id     The post.
 * @param WP_Post $post_after  The post now.
 * @param WP_Post $post_before The post before the update.
 */
function hoefslag_record_moved_post( int $post_id, WP_Post $post_after, WP_Post $post_before ): void {
	if ( 'publish' !== $post_before->post_status || ! in_array( $post_after->post_type, hoefslag_content_types(), true ) ) {
		return;
	}
	$old = hoefslag_relative_path( (string) get_permalink( $post_before ) );
	$now = hoefslag_relative_path( (string) get_permalink( $post_after ) );
	hoefslag_remember_path( 'post', $post_id, $old, $now );
	if ( '' === $old || $old === $now ) {
		return;
	}
	foreach ( hoefslag_dependent_posts( $post_after ) as $child ) {
		$child_now = hoefslag_relative_path( (string) get_permalink( $child ) );
		if ( str_starts_with( $child_now, $now ) ) {
			hoefslag_remember_path( 'post', $child->ID, $old . substr( $child_now, strlen( $now ) ), $child_now );
			hoefslag_touch_modified( $child->ID );
		}
	}
}

/**
 * Marks an item whose path moved with another as modified, so an incremental build (`modified_after`) reads it again
 * with its new `link` and `old_links` (WordPress itself leaves a child's `modified` alone).
 *
 * @param int $post_id The item.
 */
function hoefslag_touch_modified( int $post_id ): void {
	global $wpdb;
	$wpdb->update( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- one row; wp_update_post would fire every save hook again.
		$wpdb->posts,
		array(
			'post_modified'     => current_time( 'mysql' ),
			'post_modified_gmt' => current_time( 'mysql', true ),
		),
		array( 'ID' => $post_id )
	);
	clean_post_cache( $post_id );
}

/**
 * The published items whose permalink is built on this one's: child pages (all the way down) and a partner's
 * products (/partners/{partner}/{product}/, permalinks.php).
 *
 * @param WP_Post $post The item.
 * @return WP_Post[]
 */
function hoefslag_dependent_posts( WP_Post $post ): array {
	if ( is_post_type_hierarchical( $post->post_type ) ) {
		return get_pages(
			array(
				'child_of'    => $post->ID,
				'post_type'   => $post->post_type,
				'post_status' => 'publish',
			)
		);
	}
	if ( 'partner' !== $post->post_type ) {
		return array();
	}
	$products = get_posts(
		array(
			'post_type'        => 'product',
			'post_status'      => 'publish',
			'numberposts'      => -1,
			'suppress_filters' => false,
		)
	);
	return array_values(
		array_filter(
			$products,
			static fn( WP_Post $product ) => (int) ( hoefslag_fields_raw( $product->ID, 'post' )['partner'] ?? 0 ) === $post->ID
		)
	);
}
add_action( 'post_updated', 'hoefslag_record_moved_post', 12, 3 );

/** A term's path and its children's, before an edit (filled by `edit_terms`, read by `edited_terms`). */
$GLOBALS['hoefslag_term_paths_before'] = array();

/**
 * The paths of a term and its child terms, by id.
 *
 * @param int    $term_id  The term.
 * @param string $taxonomy Its taxonomy.
 * @return array<int, string>
 */
function hoefslag_term_paths( int $term_id, string $taxonomy ): array {
	$ids   = is_taxonomy_hierarchical( $taxonomy ) ? (array) get_term_children( $term_id, $taxonomy ) : array();
	$paths = array();
	foreach ( array_merge( array( $term_id ), $ids ) as $id ) {
		clean_term_cache( (int) $id, $taxonomy );
		$link = get_term_link( (int) $id, $taxonomy );
		if ( is_string( $link ) ) {
			$paths[ (int) $id ] = hoefslag_relative_path( $link );
		}
	}
	return $paths;
}

add_action(
	'edit_terms',
	static function ( int $term_id, string $taxonomy ): void {
		if ( in_array( $taxonomy, hoefslag_all_taxonomies(), true ) ) {
			$GLOBALS['hoefslag_term_paths_before'][ $term_id ] = hoefslag_term_paths( $term_id, $taxonomy );
		}
	},
	10,
	2
);
add_action(
	'edited_terms',
	static function ( int $term_id, string $taxonomy ): void {
		$before = $GLOBALS['hoefslag_term_paths_before'][ $term_id ] ?? null;
		if ( null === $before ) {
			return;
		}
		unset( $GLOBALS['hoefslag_term_paths_before'][ $term_id ] );
		foreach ( hoefslag_term_paths( $term_id, $taxonomy ) as $id => $now ) {
			hoefslag_remember_path( 'term', $id, $before[ $id ] ?? '', $now );
		}
	},
	10,
	2
);

/**
 * A user's slug (`user_nicename`) changed: an author's page (/auteurs/{slug}/) moved, so its old path is remembered.
 * Only a user the site has a page for (credited on published content) had a public path.
 *
 * @param int     $user_id       The user.
 * @param WP_User $old_user_data The user before the update.
 */
function hoefslag_record_renamed_user( int $user_id, WP_User $old_user_data ): void {
	$user = get_userdata( $user_id );
	if ( ! $user || $user->user_nicename === $old_user_data->user_nicename || ! in_array( $user_id, hoefslag_credited_user_ids(), true ) ) {
		return;
	}
	$old = hoefslag_relative_path( get_author_posts_url( $user_id, $old_user_data->user_nicename ) );
	$now = hoefslag_relative_path( get_author_posts_url( $user_id, $user->user_nicename ) );
	hoefslag_remember_path( 'user', $user_id, $old, $now );
}
add_action( 'profile_update', 'hoefslag_record_renamed_user', 10, 2 );

/**
 * The `old_links` of a post: the recorded paths and those its `_wp_old_slug` values imply (same parent path, the old
 * slug last), without its current path, as absolute URLs on the home URL.
 *
 * @param WP_Post $post The post.
 * @return string[]
 */
function hoefslag_post_old_links( WP_Post $post ): array {
	$now   = hoefslag_relative_path( (string) get_permalink( $post ) );
	$paths = (array) get_post_meta( $post->ID, HOEFSLAG_OLD_PATHS );
	if ( '' !== $now && '' !== $post->post_name ) {
		$base = substr( $now, 0, (int) strrpos( rtrim( $now, '/' ), '/' ) + 1 );
		foreach ( (array) get_post_meta( $post->ID, '_wp_old_slug' ) as $slug ) {
			$paths[] = $base . rawurlencode( (string) $slug ) . '/';
		}
	}
	$paths = array_values( array_unique( array_filter( array_map( 'strval', $paths ), static fn( $p ) => '' !== $p && $p !== $now && str_starts_with( $p, '/' ) ) ) );
	return array_map( static fn( $p ) => home_url( $p ), $paths );
}

/**
 * Registers `old_links` on every content type, every taxonomy and users (authors).
 */
function hoefslag_register_old_links(): void {
	$schema = array(
		'description' => 'Permalinks the item was published at before (renamed or moved); the site redirects them.',
		'type'        => 'array',
		'items'       => array(
			'type'   => 'string',
			'format' => 'uri',
		),
		'context'     => array( 'view', 'edit' ),
		'readonly'    => true,
	);
	register_rest_field(
		hoefslag_content_types(),
		'old_links',
		array(
			'schema'       => $schema,
			'get_callback' => static function ( array $data ): array {
				$post = get_post( (int) $data['id'] );
				return $post instanceof WP_Post ? hoefslag_post_old_links( $post ) : array();
			},
		)
	);
	register_rest_field(
		hoefslag_taxonomy_rest_types(),
		'old_links',
		array(
			'schema'       => $schema,
			'get_callback' => static fn( array $data ): array => array_map( 'home_url', array_values( array_filter( array_map( 'strval', (array) get_term_meta( (int) $data['id'], HOEFSLAG_OLD_PATHS ) ) ) ) ),
		)
	);
	register_rest_field(
		'user',
		'old_links',
		array(
			'schema'       => $schema,
			'get_callback' => static fn( array $data ): array => array_map( 'home_url', array_values( array_filter( array_map( 'strval', (array) get_user_meta( (int) $data['id'], HOEFSLAG_OLD_PATHS ) ) ) ) ),
		)
	);
}
add_action( 'rest_api_init', 'hoefslag_register_old_links' );
