<?php
/**
 * WordPress' Preview button opens the draft on the site (`{site}/?p={id}&preview=true`), where the editor's session
 * fetches it through `/wp/v2/get-draft-entity-by-id`. "Preview changes" (WordPress adds `preview_id` and a
 * `preview_nonce`: an autosave) opens `{site}/?preview_id={id}&preview=true`, where the site lays the editor's autosave
 * (includes/autosave.php) over the item; WordPress' nonce is bound to its own login cookie and stays behind.
 *
 * @package Hoefslag
 */

defined( 'ABSPATH' ) || exit;

/**
 * The site's address: the `HOEFSLAG_SITE_URL` constant, else the plugin's setting; '' when neither is set.
 */
function hoefslag_site_url(): string {
	return untrailingslashit( (string) hoefslag_setting( 'hoefslag_site_url' ) );
}

/**
 * The preview link on the site.
 *
 * @param string       $link The link WordPress built.
 * @param WP_Post|null $post The post.
 */
function hoefslag_preview_link( string $link, ?WP_Post $post = null ): string {
	$site = hoefslag_site_url();
	if ( '' === $site || ! $post instanceof WP_Post || ! in_array( $post->post_type, hoefslag_content_types(), true ) ) {
		return $link;
	}
	$query = wp_parse_args( (string) wp_parse_url( $link, PHP_URL_QUERY ) );
	$param = isset( $query['preview_id'] ) ? 'preview_id' : 'p';
	return add_query_arg(
		array(
			$param    => $post->ID,
			'preview' => 'true',
		),
		$site . '/'
	);
}
add_filter( 'preview_post_link', 'hoefslag_preview_link', 10, 2 );
