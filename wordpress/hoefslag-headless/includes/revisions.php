<?php
/**
 * A post's field values travel with its revisions, so restoring a revision restores its rows and fields (and the
 * next build shows them), in both stores: ACF's values (the field meta ACF reads) and the plugin's own JSON store
 * (`hoefslag_extra_fields`, `hoefslag_content_block_rows`).
 *
 * What ACF / Secure Custom Fields already does, and what is added here:
 * - SCF copies its field meta to the newest revision after a save of the edit form and back on "Restore This
 *   Revision" (`wp_restore_post_revision`). It does not for values written through REST (`update_field()` fires no
 *   `acf/save_post`), and WordPress makes no revision at all when only fields changed (it compares title, content and
 *   excerpt). After a REST write of `extra_fields` or `content_block_rows` this file copies the fields to the revision
 *   the request made, or makes one when the fields differ from the newest revision's.
 * - Without ACF nothing copied the plugin's store: every new revision gets the post's store meta
 *   (`_wp_put_post_revision`), and a restore copies it back (`wp_restore_post_revision`).
 * - A restore removes field values the restored revision did not have (SCF only copies), and keeps the version it
 *   replaces as a revision of its own: when the restore changed no title or content, WordPress makes no new revision
 *   and SCF would overwrite the newest one, the only record of the fields before the restore.
 *
 * @package Hoefslag
 */

defined( 'ABSPATH' ) || exit;

/** Revisions made in this request, by post: post id => revision id (the last one). */
$GLOBALS['hoefslag_revisions_made'] = array();

/**
 * A post's (or revision's) field meta in both stores: meta key => value.
 *
 * @param int $post_id Post or revision.
 * @return array<string, mixed>
 */
function hoefslag_revision_field_meta( int $post_id ): array {
	$meta = array();
	foreach ( HOEFSLAG_META_KEYS as $key ) {
		$value = get_metadata( 'post', $post_id, $key, true );
		if ( '' !== $value ) {
			$meta[ $key ] = $value;
		}
	}
	if ( function_exists( 'acf_get_meta' ) ) {
		$meta += (array) acf_get_meta( $post_id );
	}
	ksort( $meta );
	return $meta;
}

/**
 * Copies the field meta of one post or revision onto another.
 *
 * @param int  $from           Source.
 * @param int  $to             Target.
 * @param bool $remove_missing Also remove the target's field meta the source does not have (for a restore). Only
 *                             when the source has field meta at all: a revision made before fields travelled with
 *                             revisions restores its title and content and leaves the fields alone.
 */
function hoefslag_copy_field_meta( int $from, int $to, bool $remove_missing ): void {
	$source = hoefslag_revision_field_meta( $from );
	if ( $remove_missing && $source ) {
		foreach ( array_diff_key( hoefslag_revision_field_meta( $to ), $source ) as $key => $unused ) {
			delete_metadata( 'post', $to, $key );
		}
	}
	foreach ( $source as $key => $value ) {
		// Meta functions unslash their input: slash it so backslashes (in JSON, in text) survive.
		update_metadata( 'post', $to, $key, wp_slash( $value ) );
	}
}

/**
 * A new revision gets the post's field meta as it is now (an autosave is left to autosave.php).
 *
 * @param int $revision_id The revision just made.
 */
function hoefslag_revision_made( $revision_id ): void {
	$revision_id = (int) $revision_id;
	$post_id     = (int) wp_get_post_parent_id( $revision_id );
	if ( ! $post_id || wp_is_post_autosave( $revision_id ) ) {
		return;
	}
	$GLOBALS['hoefslag_revisions_made'][ $post_id ] = $revision_id;
	hoefslag_copy_field_meta( $post_id, $revision_id, false );
}
add_action( '_wp_put_post_revision', 'hoefslag_revision_made' );

/**
 * Makes a revision of the post as it is now, even when its title, content and excerpt did not change.
 *
 * @param int $post_id The post.
 */
function hoefslag_force_revision( int $post_id ): void {
	// WordPress before 6.4 skips its comparison on false; from 6.4 the comparison's answer is filtered.
	add_filter( 'wp_save_post_revision_check_for_changes', '__return_false', 99 );
	add_filter( 'wp_save_post_revision_post_has_changed', '__return_true', 99 );
	wp_save_post_revision( $post_id );
	remove_filter( 'wp_save_post_revision_check_for_changes', '__return_false', 99 );
	remove_filter( 'wp_save_post_revision_post_has_changed', '__return_true', 99 );
}

/**
 * After a REST write of an item's fields (the fields are stored by now): the revision this request made carries
 * them; without one, a revision is made when the fields differ from the newest revision's.
 *
 * @param WP_Post         $post    The item.
 * @param WP_REST_Request $request The request.
 */
function hoefslag_revision_after_rest_write( WP_Post $post, WP_REST_Request $request ): void {
	if ( ! $request->has_param( 'extra_fields' ) && ! $request->has_param( 'content_block_rows' ) ) {
		return;
	}
	if ( ! wp_revisions_enabled( $post ) ) {
		return;
	}
	$made = $GLOBALS['hoefslag_revisions_made'][ $post->ID ] ?? 0;
	if ( $made ) {
		hoefslag_copy_field_meta( $post->ID, $made, true );
		return;
	}
	$latest = wp_get_post_revisions(
		$post->ID,
		array(
			'posts_per_page' => 1,
			'post_status'    => 'inherit',
		)
	);
	$latest = $latest ? reset( $latest ) : null;
	if ( ! $latest || hoefslag_revision_field_meta( $latest->ID ) != hoefslag_revision_field_meta( $post->ID ) ) { // phpcs:ignore Universal.Operators.StrictComparisons -- same keys and values, whatever their order.
		hoefslag_force_revision( $post->ID );
	}
}

/**
 * Hooks the REST write of every content type.
 */
function hoefslag_register_revision_hooks(): void {
	foreach ( hoefslag_content_types() as $type ) {
		add_action( "rest_after_insert_{$type}", 'hoefslag_revision_after_rest_write', 20, 2 );
	}
}
add_action( 'init', 'hoefslag_register_revision_hooks', 30 );

/**
 * Before SCF copies a restored revision's fields onto the newest revision: when the restore made no revision of its
 * own (title and content unchanged), make one now, so the newest revision (the version before the restore) is kept.
 *
 * @param int $post_id     The post.
 * @param int $revision_id The revision restored.
 */
function hoefslag_revision_restore_keep_previous( $post_id, $revision_id ): void {
	unset( $revision_id );
	if ( empty( $GLOBALS['hoefslag_revisions_made'][ (int) $post_id ] ) ) {
		hoefslag_force_revision( (int) $post_id );
	}
}
add_action( 'wp_restore_post_revision', 'hoefslag_revision_restore_keep_previous', 5, 2 );

/**
 * A restore copies the revision's fields back onto the post and onto the newest revision (which stands for the
 * restored version), removing values the revision did not have.
 *
 * @param int $post_id     The post.
 * @param int $revision_id The revision restored.
 */
function hoefslag_revision_restore_fields( $post_id, $revision_id ): void {
	$post_id     = (int) $post_id;
	$revision_id = (int) $revision_id;
	hoefslag_copy_field_meta( $revision_id, $post_id, true );
	$latest = $GLOBALS['hoefslag_revisions_made'][ $post_id ] ?? 0;
	if ( $latest && $latest !== $revision_id ) {
		hoefslag_copy_field_meta( $revision_id, $latest, true );
	}
	if ( function_exists( 'acf_flush_value_cache' ) ) {
		acf_flush_value_cache( $post_id );
	}
	$post = get_post( $post_id );
	if ( $post && 'publish' === $post->post_status ) {
		hoefslag_request_build( "{$post->post_type} {$post_id} revision {$revision_id} restored" );
	}
}
add_action( 'wp_restore_post_revision', 'hoefslag_revision_restore_fields', 20, 2 );
