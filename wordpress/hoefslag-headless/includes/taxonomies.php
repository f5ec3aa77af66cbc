<?php
/**
 * Registers the custom taxonomies with the contract's REST bases, and core's categories and tags on our types.
 *
 * @package Hoefslag
 */

defined( 'ABSPATH' ) || exit;

/**
 * Registers every custom taxonomy of the contract.
 */
function hoefslag_register_taxonomies(): void {
	foreach ( hoefslag_taxonomies() as $name => $def ) {
		[ $rest_base, $slug, $label, $object_types, $hierarchical ] = $def;
		register_taxonomy(
			$name,
			$object_types,
			array(
				'label'             => $label,
				'public'            => true,
				'hierarchical'      => $hierarchical,
				'show_in_rest'      => true,
				'rest_base'         => $rest_base,
				'show_admin_column' => true,
				// Child terms link under their parent (/kennisbank-cat/{parent}/{child}/), as core's categories do.
				'rewrite'           => array(
					'slug'         => $slug,
					'with_front'   => false,
					'hierarchical' => $hierarchical,
				),
			)
		);
	}
	foreach ( array( 'article', 'lesson', 'event' ) as $type ) {
		register_taxonomy_for_object_type( 'category', $type );
		register_taxonomy_for_object_type( 'post_tag', $type );
	}
}
add_action( 'init', 'hoefslag_register_taxonomies', 6 );

/**
 * The menu locations the site reads (`/menus/v1/locations`); WordPress only lists locations a theme or plugin registers.
 */
function hoefslag_register_menu_locations(): void {
	$footer = array();
	for ( $i = 1; $i <= 6; $i++ ) {
		$footer[ "footer_{$i}" ] = "Footer kolom {$i}";
	}
	register_nav_menus(
		array_merge(
			array(
				'main'       => 'Hoofdmenu',
				'main_right' => 'Hoofdmenu rechts',
				'mobile'     => 'Mobiel menu',
				'top_bar'    => 'Topbalk',
			),
			$footer,
			array( 'disclaimer' => 'Disclaimer' )
		)
	);
}
add_action( 'after_setup_theme', 'hoefslag_register_menu_locations', 20 );
