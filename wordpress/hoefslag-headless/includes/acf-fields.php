<?php
/**
 * The editing side of ACF (ACF PRO or Secure Custom Fields): the options page the general settings live on, and a
 * notice for those who could install the field plugin when it is missing. The field groups ship as local JSON in
 * `acf-json/` (acf.php registers the folder), generated from the site's schemas by `npm run wordpress:fields`.
 *
 * @package Hoefslag
 */

defined( 'ABSPATH' ) || exit;

/** The options page's slug: the generated "Site-instellingen" group is located on it. */
const HOEFSLAG_OPTIONS_PAGE = 'hoefslag-site';

/** What the notice says when neither ACF PRO nor Secure Custom Fields is active. */
const HOEFSLAG_ACF_MISSING = 'Hoefslag: installeer Secure Custom Fields of ACF PRO om rijen en blokken te bewerken.';

/**
 * Registers the "Site-instellingen" options page (values under ACF's `options` id, read by /wp/v2/general-settings).
 */
function hoefslag_acf_options_page(): void {
	if ( ! function_exists( 'acf_add_options_page' ) ) {
		return;
	}
	acf_add_options_page(
		array(
			'page_title' => 'Site-instellingen',
			'menu_title' => 'Site-instellingen',
			'menu_slug'  => HOEFSLAG_OPTIONS_PAGE,
			'capability' => 'manage_options',
			'post_id'    => 'options',
			'redirect'   => false,
		)
	);
}
add_action( 'acf/init', 'hoefslag_acf_options_page' );

/**
 * Whether the current admin screen should say that ACF is missing: the plugins screen (where activation lands) for
 * those who can install plugins; the screens where the fields would be edited for those who can edit there.
 *
 * @param string $screen_base The screen's base (`plugins`, `post`, `term`, `profile`, `user-edit`, `nav-menus`…).
 */
function hoefslag_acf_notice_wanted( string $screen_base ): bool {
	if ( hoefslag_acf_active() ) {
		return false;
	}
	return match ( $screen_base ) {
		'plugins'              => current_user_can( 'install_plugins' ),
		'post', 'edit'         => current_user_can( 'edit_posts' ),
		'term', 'edit-tags'    => current_user_can( 'manage_categories' ),
		'profile', 'user-edit' => current_user_can( 'edit_users' ) || 'profile' === $screen_base,
		'nav-menus'            => current_user_can( 'edit_theme_options' ),
		default                => false,
	};
}

/**
 * The notice itself (admin_notices).
 */
function hoefslag_acf_missing_notice(): void {
	$screen = function_exists( 'get_current_screen' ) ? get_current_screen() : null;
	if ( ! $screen || ! hoefslag_acf_notice_wanted( (string) $screen->base ) ) {
		return;
	}
	printf(
		'<div class="notice notice-warning" id="hoefslag-acf-missing"><p>%s</p></div>',
		esc_html( HOEFSLAG_ACF_MISSING )
	);
}
add_action( 'admin_notices', 'hoefslag_acf_missing_notice' );
