<?php
/**
 * Who is credited on a post: the WordPress author and the `authors` field (users and guest authors), kept as a
 * queryable meta list (`hoefslag_credit` = `user:5`, `guest_author:2601`) whenever the fields are saved.
 *
 * @package Hoefslag
 */

defined( 'ABSPATH' ) || exit;

/**
 * Rewrites a post's credit list from its `authors` field.
 *
 * @param int $post_id The post.
 */
function hoefslag_update_credits( int $post_id ): void {
	$extra = hoefslag_fields_raw( $post_id );
	delete_post_meta( $post_id, 'hoefslag_credit' );
	foreach ( (array) ( $extra['authors'] ?? array() ) as $ref ) {
		if ( is_array( $ref ) && (int) ( $ref['id'] ?? 0 ) > 0 ) {
			$type = 'guest_author' === ( $ref['type'] ?? 'user' ) ? 'guest_author' : 'user';
			add_post_meta( $post_id, 'hoefslag_credit', $type . ':' . (int) $ref['id'] );
		}
	}
}
add_action( 'updated_post_meta', 'hoefslag_credits_on_meta', 10, 3 );
add_action( 'added_post_meta', 'hoefslag_credits_on_meta', 10, 3 );
add_action(
	'acf/save_post',
	static function ( $post_id ): void {
		if ( is_numeric( $post_id ) ) {
			hoefslag_update_credits( (int) $post_id );
		}
	},
	20
);

/**
 * Keeps the credit list in step with the stored `extra_fields`.
 *
 * @param int    $meta_id  Meta id.
 * @param int    $post_id  Post id.
 * @param string $meta_key Meta key.
 */
function hoefslag_credits_on_meta( $meta_id, $post_id, $meta_key ): void {
	if ( HOEFSLAG_META_KEYS['extra_fields'] === $meta_key ) {
		hoefslag_update_credits( (int) $post_id );
	}
}

/**
 * Ids of published card posts that credit a user or a guest author.
 *
 * @param string $type `user` or `guest_author`.
 * @param int    $id   The user or guest author.
 * @return int[]
 */
function hoefslag_credited_post_ids( string $type, int $id ): array {
	$base  = array(
		'post_type'      => hoefslag_card_types(),
		'post_status'    => 'publish',
		'has_password'   => false,
		'fields'         => 'ids',
		'posts_per_page' => -1,
		'no_found_rows'  => true,
	);
	$ids   = get_posts( array_merge( $base, array( 'meta_query' => array( array( 'key' => 'hoefslag_credit', 'value' => "{$type}:{$id}" ) ) ) ) ); // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_query
	$ids   = array_map( 'intval', $ids );
	if ( 'user' === $type ) {
		$own = get_posts( array_merge( $base, array( 'author' => $id ) ) );
		$ids = array_values( array_unique( array_merge( $ids, array_map( 'intval', $own ) ) ) );
	}
	return $ids;
}

/**
 * The users credited on published card posts (as WordPress author or in `authors`), without loading the posts.
 *
 * @return int[]
 */
function hoefslag_credited_user_ids(): array {
	$ids      = array_map( 'intval', get_users( array( 'has_published_posts' => hoefslag_card_types(), 'fields' => 'ID' ) ) );
	$credited = get_posts(
		array(
			'post_type'      => hoefslag_card_types(),
			'post_status'    => 'publish',
			'has_password'   => false,
			'fields'         => 'ids',
			'posts_per_page' => -1,
			'no_found_rows'  => true,
			'meta_key'       => 'hoefslag_credit', // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_key
		)
	);
	update_meta_cache( 'post', $credited );
	foreach ( $credited as $post_id ) {
		foreach ( (array) get_post_meta( $post_id, 'hoefslag_credit' ) as $credit ) {
			if ( str_starts_with( (string) $credit, 'user:' ) ) {
				$ids[] = (int) substr( (string) $credit, 5 );
			}
		}
	}
	$ids = array_values( array_unique( array_filter( $ids ) ) );
	sort( $ids );
	return $ids;
}
