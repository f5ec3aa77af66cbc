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
 * A description as Yoast shortens it: at most 156 characters, cut at a word after the 80th, then " …".
 *
 * @param string $text Plain text.
 */
function hoefslag_meta_description( string $text ): string {
	$max   = 156;
	$chars = preg_split( '//u', $text, -1, PREG_SPLIT_NO_EMPTY );
	if ( ! is_array( $chars ) || count( $chars ) <= $max ) {
		return $text;
	}
	$cut   = array_slice( $chars, 0, $max );
	$space = array_search( ' ', array_reverse( $cut, true ), true );
	return rtrim( implode( '', array_slice( $cut, 0, false !== $space && $space > 80 ? $space : $max ) ) ) . ' …';
}

/**
 * The head object for one URL, the same shape the local CMS sends (devcms/store/yoast.ts; compared field for field by
 * wordpress/test/agreement.ts, run by wordpress/test/contract-agreement.test.ts).
 *
 * @param array $args title, description, url, type (`article`/`website`/`profile`), page_type (`WebPage`/
 *                    `CollectionPage`/`ProfilePage`), index, trail, name, image, published, modified, author (adds an
 *                    Article node).
 */
function hoefslag_head( array $args ): array {
	$site        = hoefslag_plain( get_bloginfo( 'name' ) );
	$title       = '' !== $args['name'] ? $args['name'] . ' - ' . $site : $site;
	$url         = $args['url'];
	$description = hoefslag_meta_description( $args['description'] );
	$language    = str_replace( '_', '-', get_locale() );
	$published   = $args['published'] ?? '';
	$modified    = $args['modified'] ?? '';
	$image       = $args['image'] ?? null;
	$head        = array( 'title' => $title );
	if ( '' !== $description ) {
		$head['description']         = $description;
		$head['og_description']      = $description;
		$head['twitter_description'] = $description;
	}
	$head += array(
		'robots'       => array(
			'index'             => $args['index'] ? 'index' : 'noindex',
			'follow'            => $args['index'] ? 'follow' : 'nofollow',
			'max-snippet'       => 'max-snippet:-1',
			'max-image-preview' => 'max-image-preview:large',
			'max-video-preview' => 'max-video-preview:-1',
		),
		'canonical'    => $url,
		'og_locale'    => get_locale(),
		'og_type'      => $args['type'],
		'og_title'     => $title,
		'og_url'       => $url,
		'og_site_name' => $site,
	);
	if ( ! empty( $image ) ) {
		$head['og_image']      = array( $image );
		$head['twitter_image'] = $image['url'];
	}
	if ( 'article' === $args['type'] && '' !== $published ) {
		$head['article_published_time'] = $published;
	}
	if ( 'article' === $args['type'] && '' !== $modified ) {
		$head['article_modified_time'] = $modified;
	}
	$head['twitter_card']  = 'summary_large_image';
	$head['twitter_title'] = $title;
	$page                  = array(
		'@type'    => $args['page_type'],
		'@id'      => $url,
		'url'      => $url,
		'name'     => $title,
		'isPartOf' => array( '@id' => home_url( '/#website' ) ),
	);
	if ( '' !== $published ) {
		$page['datePublished'] = $published;
	}
	if ( '' !== $modified ) {
		$page['dateModified'] = $modified;
	}
	if ( '' !== $description ) {
		$page['description'] = $description;
	}
	if ( ! empty( $image ) ) {
		$page['thumbnailUrl'] = $image['url'];
	}
	$page['breadcrumb'] = array( '@id' => $url . '#breadcrumb' );
	$page['inLanguage'] = $language;
	$graph              = array(
		$page,
		hoefslag_breadcrumb_list( $args['trail'], $args['crumb'] ?? $args['name'], $url ),
		array(
			'@type'      => 'WebSite',
			'@id'        => home_url( '/#website' ),
			'url'        => home_url( '/' ),
			'name'       => $site,
			'inLanguage' => $language,
		),
	);
	if ( isset( $args['author'] ) ) {
		$article = array(
			'@type'            => 'Article',
			'@id'              => $url . '#article',
			'headline'         => $args['name'],
			'mainEntityOfPage' => array( '@id' => $url ),
			'author'           => array( 'name' => $args['author'] ),
		);
		if ( '' !== $published ) {
			$article['datePublished'] = $published;
		}
		if ( '' !== $modified ) {
			$article['dateModified'] = $modified;
		}
		$article['inLanguage'] = $language;
		$graph[]               = $article;
	}
	$head['schema'] = array(
		'@context' => 'https://schema.org',
		'@graph'   => $graph,
	);
	return $head;
}

/**
 * An attachment as Open Graph's image (full size), or null.
 *
 * @param int $id The attachment id (0: none).
 */
function hoefslag_og_image( int $id ): ?array {
	$image = $id ? wp_get_attachment_image_src( $id, 'full' ) : false;
	return $image ? array(
		'url'    => $image[0],
		'width'  => (int) $image[1],
		'height' => (int) $image[2],
		'type'   => (string) get_post_mime_type( $id ),
	) : null;
}

/**
 * A post's head.
 *
 * @param WP_Post $post The post.
 */
function hoefslag_post_head( WP_Post $post ): array {
	// The title as the editor wrote it, without core's "Protected: " (Yoast's %%title%% has none either).
	$plain   = static fn() => '%s';
	add_filter( 'protected_title_format', $plain );
	$name = hoefslag_plain( get_the_title( $post ) );
	remove_filter( 'protected_title_format', $plain );
	$front   = (int) get_option( 'page_on_front' ) === $post->ID;
	$profile = 'guest-author' === $post->post_type;
	$gmt     = static fn( string $date ) => '0000-00-00 00:00:00' === $date ? '' : str_replace( ' ', 'T', $date ) . '+00:00';
	$args    = array(
		'name'        => $front ? '' : $name,
		'crumb'       => $front ? 'Home' : $name,
		'description' => hoefslag_plain_excerpt( $post ),
		'url'         => (string) get_permalink( $post ),
		'type'        => $profile ? 'profile' : ( $front ? 'website' : 'article' ),
		'page_type'   => $profile ? 'ProfilePage' : 'WebPage',
		'index'       => 'publish' === $post->post_status && '' === $post->post_password && '1' !== get_post_meta( $post->ID, '_yoast_wpseo_meta-robots-noindex', true ),
		'trail'       => $front ? array() : hoefslag_post_trail( $post ),
		'image'       => hoefslag_og_image( (int) get_post_thumbnail_id( $post ) ),
		'published'   => $gmt( $post->post_date_gmt ),
		'modified'    => $gmt( $post->post_modified_gmt ),
	);
	if ( in_array( $post->post_type, array( 'article', 'post', 'lesson' ), true ) ) {
		$args['author'] = hoefslag_first_author_name( $post, hoefslag_fields_raw( $post->ID ) );
	}
	return hoefslag_head( $args );
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
			'page_type'   => 'CollectionPage',
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
	$profile = hoefslag_fields_raw( $user->ID, 'user' )['profile_image'] ?? 0;
	return hoefslag_head(
		array(
			'name'        => hoefslag_plain( $user->display_name ),
			'description' => hoefslag_plain( (string) $user->description ),
			'url'         => get_author_posts_url( $user->ID, $user->user_nicename ),
			'type'        => 'profile',
			'page_type'   => 'ProfilePage',
			'image'       => hoefslag_og_image( is_array( $profile ) ? (int) ( $profile['$media'] ?? $profile['id'] ?? 0 ) : (int) $profile ),
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
	register_rest_field( hoefslag_taxonomy_rest_types(), 'yoast_head_json', array( 'schema' => $schema, 'get_callback' => static fn( array $t ) => hoefslag_term_head( get_term( (int) $t['id'] ) ) ) );
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
