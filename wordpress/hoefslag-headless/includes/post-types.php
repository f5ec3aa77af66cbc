<?php
/**
 * Registers the custom post types with the contract's REST bases and permalinks.
 *
 * @package Hoefslag
 */

defined( 'ABSPATH' ) || exit;

/**
 * Registers every custom post type of the contract.
 */
function hoefslag_register_post_types(): void {
	$base_supports = array( 'title', 'editor', 'excerpt', 'author', 'thumbnail', 'revisions', 'custom-fields' );
	foreach ( hoefslag_post_types() as $name => $def ) {
		register_post_type(
			$name,
			array(
				'label'         => $def['label'],
				'public'        => true,
				'show_in_rest'  => true,
				'rest_base'     => $def['rest_base'],
				'has_archive'   => false,
				'menu_position' => 5,
				'supports'      => array_merge( $base_supports, $def['supports'] ),
				'taxonomies'    => $def['taxonomies'],
				'rewrite'       => array(
					'slug'       => $def['slug'],
					'with_front' => false,
				),
			)
		);
	}
	// Core's post type keeps its own settings; it only needs our custom fields' meta support.
	add_post_type_support( 'post', 'custom-fields' );
	add_post_type_support( 'page', 'custom-fields' );
}
add_action( 'init', 'hoefslag_register_post_types', 5 );

/**
 * The site's page templates (the page's `template_slug`), offered in the editor whatever the theme.
 *
 * @param array $templates Template file => name.
 */
function hoefslag_page_templates( array $templates ): array {
	return array_merge(
		$templates,
		array(
			'template-rubriek.php' => 'Rubriek (categorielabel en achtergrondbeeld)',
			'template-finder.php'  => 'Finder',
		)
	);
}
add_filter( 'theme_page_templates', 'hoefslag_page_templates' );
