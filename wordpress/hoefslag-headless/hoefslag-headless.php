<?php
/**
 * Plugin Name:       Hoefslag Headless
 * Description:       Turns WordPress (with or without ACF Pro and Yoast SEO) into the CMS contract the hoefslag site is built from: post types, taxonomies, fields, the site's REST routes, editor tokens, the preview link, the publish webhook, old links that redirect, "View" on the site and the publish status.
 * Version:           1.0.0
 * Requires at least: 6.1
 * Requires PHP:      8.1
 * Author:            Hoefslag
 * License:           GPL-2.0-or-later
 * License URI:       https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain:       hoefslag-headless
 *
 * @package Hoefslag
 */

defined( 'ABSPATH' ) || exit;

define( 'HOEFSLAG_HEADLESS_VERSION', '1.0.0' );
define( 'HOEFSLAG_HEADLESS_DIR', __DIR__ . '/includes/' );

foreach ( array(
	'content-model',
	'post-types',
	'taxonomies',
	'permalinks',
	'image',
	'json-store',
	'gravity-forms',
	'acf',
	'acf-store',
	'fields',
	'field-migration',
	'rest-fields',
	'settings',
	'options',
	'revisions',
	'entities',
	'routes-singletons',
	'routes-menus',
	'routes-lookups',
	'credits',
	'cards',
	'routes-cards',
	'routes-authors',
	'breadcrumbs',
	'seo',
	'jwt',
	'preview',
	'autosave',
	'share-links',
	'build-events',
	'webhook',
	'admin',
	'old-links',
	'view-links',
	'build-status',
	'publish-status',
	'search-insights',
	'search-synonyms',
) as $hoefslag_file ) {
	require_once HOEFSLAG_HEADLESS_DIR . $hoefslag_file . '.php';
}

register_activation_hook(
	__FILE__,
	static function (): void {
		hoefslag_register_post_types();
		hoefslag_register_taxonomies();
		flush_rewrite_rules();
	}
);
register_deactivation_hook( __FILE__, 'flush_rewrite_rules' );
