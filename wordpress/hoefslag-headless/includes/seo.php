<?php
/**
 * `yoast_head_json` from core data when Yoast SEO is not active (with Yoast, Yoast's own field is used): title,
 * description (the excerpt), canonical, robots (Yoast's own noindex meta is honoured), Open Graph, Twitter and a
 * schema graph with a BreadcrumbList.
 *
 * @package Hoefslag
 */

defined( 'ABSPATH' ) || exit;

/**
 * The head object for one URL.
 *
 * @param array $args title, description, url, type (`article`/`website`), index, trail, name, image, published, modified.
 */
function hoefslag_head( array $args ): array {
	$site  = hoefslag_plain( get_bloginfo( 'name' ) );
	$title = '' !== $args['name'] ? $args['name'] . ' - ' . $site : $site;
	$url   = $args['url'];
	$head  = array(
		'title'          => $title,
		'description'    => $args['description'],
		'robots'         => array(
			'index'             => $args['index'] ? 'index' : 'noindex',
			'follow'            => 'follow',
			'max-snippet'       => 'max-snippet:-1',
			'max-image-preview' => 'max-image-preview:large',
			'max-video-preview' => 'max-video-preview:-1',
		),
		'canonical'      => $url,
		'og_locale'      => get_locale(),
		'og_type'        => $args['type'],
		'og_title'       => $title,
		'og_description' => $args['description'],
		'og_url'         => $url,
		'og_site_name'   => $site,
		'twitter_card'   => 'summary_large_image',
	);
	if ( ! empty( $args['image'] ) ) {
		$head['og_image'] = array( $args['image'] );
	}
	if ( ! empty( $args['published'] ) ) {
		$head['article_published_time'] = $args['published'];
		$head['article_modified_time']  = $args['modified'];
	}
	$head['schema'] = array(
		'@context' => 'https://schema.org',
		'@graph'   => array(
			array(
				'@type'      => 'article' === $args['type'] ? 'WebPage' : 'CollectionPage',
				'@id'        => $url,
				'url'        => $url,
				'name'       => $title,
				'isPartOf'   => array( '@id' => home_url( '/#website' ) ),
				'breadcrumb' => array( '@id' => $url . '#breadcrumb' ),
				'inLanguage' => str_replace( '_', '-', get_locale() ),
			),
			hoefslag_breadcrumb_list( $args['trail'], $args['crumb'] ?? $args['name'], $url ),
			array(
				'@type' => 'WebSite',
				'@id'   => home_url( '/#website' ),
				'url'   => home_url( '/' ),
				'name'  => $site,
			),
		),
	);
	return $head;
}

/**
 * A post's head.
 *
 * @param WP_Post $post The post.
 */
function hoefslag_post_head( WP_Post $post ): array {
	$thumb = (int) get_post_thumbnail_id( $post );
	$image = $thumb ? wp_get_attachment_image_src( $thumb, 'full' ) : false;
	$name  = hoefslag_plain( get_the_title( $post ) );
	$front = (int) get_option( 'page_on_front' ) === $post->ID;
	$gmt   = static fn( string $date ) => '0000-00-00 00:00:00' === $date ? '' : str_replace( ' ', 'T', $date ) . '+00:00';
	return hoefslag_head(
		array(
			'name'        => $front ? '' : $name,
			'crumb'       => $front ? 'Home' : $name,
			'description' => hoefslag_plain_excerpt( $post ),
			'url'         => (string) get_permalink( $post ),
			'type'        => 'page' === $post->post_type ? 'website' : 'article',
			'index'       => 'publish' === $post->post_status && '' === $post->post_password && '1' !== get_post_meta( $post->ID, '_yoast_wpseo_meta-robots-noindex', true ),
			'trail'       => $front ? array() : hoefslag_post_trail( $post ),
			'image'       => $image ? array(
				'url'    => $image[0],
				'width'  => (int) $image[1],
				'height' => (int) $image[2],
				'type'   => (string) get_post_mime_type( $thumb ),
			) : null,
			'published'   => 'page' === $post->post_type ? '' : $gmt( $post->post_date_gmt ),
			'modified'    => $gmt( $post->post_modified_gmt ),
		)
	);
}

/**
 * A term's head.
 *
 * @param WP_Term $term The term.
 */
function hoefslag_term_head( WP_Term $term ): array {
	$link = get_term_link( $term );
	return hoefslag_head(
		array(
			'name'        => hoefslag_plain( $term->name ),
			'description' => hoefslag_plain( $term->description ),
			'url'         => is_wp_error( $link ) ? home_url( '/' ) : $link,
			'type'        => 'website',
			'index'       => true,
			'trail'       => hoefslag_term_trail( $term ),
		)
	);
}

/**
 * A user's head.
 *
 * @param WP_User $user The user.
 */
function hoefslag_user_head( WP_User $user ): array {
	return hoefslag_head(
		array(
			'name'        => hoefslag_plain( $user->display_name ),
			'description' => hoefslag_plain( (string) $user->description ),
			'url'         => get_author_posts_url( $user->ID, $user->user_nicename ),
			'type'        => 'profile',
			'index'       => true,
			'trail'       => array( array( 'Home', home_url( '/' ) ), array( 'Auteurs', home_url( 'auteurs/' ) ) ),
		)
	);
}

/**
 * Registers the fallback field, and Yoast's noindex meta so editors can set it without Yoast.
 */
function hoefslag_register_seo_fallback(): void {
	if ( defined( 'WPSEO_VERSION' ) ) {
		return;
	}
	$schema = array(
		'type'    => 'object',
		'context' => array( 'view', 'edit', 'embed' ),
		'readonly' => true,
	);
	register_rest_field( hoefslag_content_types(), 'yoast_head_json', array( 'schema' => $schema, 'get_callback' => static fn( array $p ) => hoefslag_post_head( get_post( (int) $p['id'] ) ) ) );
	register_rest_field( hoefslag_all_taxonomies(), 'yoast_head_json', array( 'schema' => $schema, 'get_callback' => static fn( array $t ) => hoefslag_term_head( get_term( (int) $t['id'] ) ) ) );
	register_rest_field( 'user', 'yoast_head_json', array( 'schema' => $schema, 'get_callback' => static fn( array $u ) => hoefslag_user_head( get_userdata( (int) $u['id'] ) ) ) );
}
add_action( 'rest_api_init', 'hoefslag_register_seo_fallback', 20 );

/**
 * Yoast's noindex switch as REST-writable meta (Yoast reads and writes the same key once it is installed).
 */
function hoefslag_register_noindex_meta(): void {
	if ( defined( 'WPSEO_VERSION' ) ) {
		return;
	}
	foreach ( hoefslag_content_types() as $type ) {
		register_post_meta(
			$type,
			'_yoast_wpseo_meta-robots-noindex',
			array(
				'type'          => 'string',
				'single'        => true,
				'show_in_rest'  => array( 'schema' => array( 'enum' => array( '', '0', '1', '2' ) ) ),
				'auth_callback' => static fn( $allowed, $key, $post_id ) => current_user_can( 'edit_post', (int) $post_id ),
			)
		);
	}
}
add_action( 'init', 'hoefslag_register_noindex_meta', 20 );
