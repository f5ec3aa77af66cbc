<?php
/**
 * The content model of the contract: post types, taxonomies and their REST bases, in one place.
 *
 * @package Hoefslag
 */

defined( 'ABSPATH' ) || exit;

/**
 * The custom post types: name => [ rest_base, rewrite slug, label, extra supports, taxonomies ].
 *
 * @return array<string, array{rest_base: string, slug: string, label: string, supports: string[], taxonomies: string[]}>
 */
function hoefslag_post_types(): array {
	$editorial = array( 'category', 'post_tag' );
	return array(
		'article'      => array(
			'rest_base'  => 'articles',
			'slug'       => 'kennisbank',
			'label'      => 'Kennisbank',
			'supports'   => array(),
			'taxonomies' => array( 'category', 'post_tag', 'knowledge-base-category', 'content-type' ),
		),
		'lesson'       => array(
			'rest_base'  => 'academy',
			'slug'       => 'academy',
			'label'      => 'Academy',
			'supports'   => array( 'page-attributes' ),
			'taxonomies' => $editorial,
		),
		'event'        => array(
			'rest_base'  => 'events',
			'slug'       => 'event',
			'label'      => 'Events',
			'supports'   => array(),
			'taxonomies' => $editorial,
		),
		'partner'      => array(
			'rest_base'  => 'partners',
			'slug'       => 'partners',
			'label'      => 'Partners',
			'supports'   => array( 'page-attributes' ),
			'taxonomies' => array( 'partner-type' ),
		),
		'product'      => array(
			'rest_base'  => 'products',
			'slug'       => 'partners/%partner%',
			'label'      => 'Producten',
			'supports'   => array( 'page-attributes' ),
			'taxonomies' => array(),
		),
		'clinic'       => array(
			'rest_base'  => 'clinics',
			'slug'       => 'finder/klinieken',
			'label'      => 'Klinieken',
			'supports'   => array(),
			'taxonomies' => hoefslag_finder_taxonomies( false ),
		),
		'vet'          => array(
			'rest_base'  => 'vets',
			'slug'       => 'finder/dierenarts',
			'label'      => 'Dierenartsen',
			'supports'   => array(),
			'taxonomies' => hoefslag_finder_taxonomies( false ),
		),
		'guest-author' => array(
			'rest_base'  => 'guest-authors',
			'slug'       => 'auteurs',
			'label'      => 'Gastauteurs',
			'supports'   => array(),
			'taxonomies' => array(),
		),
	);
}

/**
 * The custom taxonomies: name => [ rest_base, rewrite slug, label, object types, hierarchical ].
 *
 * @return array<string, array{0: string, 1: string, 2: string, 3: string[], 4: bool}>
 */
function hoefslag_taxonomies(): array {
	$finder = array( 'clinic', 'vet' );
	return array(
		'knowledge-base-category' => array( 'knowledge-base-categories', 'kennisbank-cat', 'Kennisbankcategorieën', array( 'article' ), true ),
		'content-type'            => array( 'content-types', 'kennisbank-type', 'Contenttypes', array( 'article', 'post' ), false ),
		'partner-type'            => array( 'partner-types', 'partner-type', 'Partnertypes', array( 'partner' ), false ),
		'expertise'               => array( 'expertises', 'finder', 'Expertises', $finder, false ),
		'service'                 => array( 'services', 'finder', 'Diensten', $finder, false ),
		'specialisation'          => array( 'specialisations', 'finder', 'Specialisaties', $finder, false ),
		'recognition'             => array( 'recognitions', 'finder', 'Erkenningen', $finder, false ),
		'finder-label'            => array( 'finder-labels', 'finder', 'Finderlabels', $finder, false ),
		'finder-issue'            => array( 'finder-issues', 'finder', 'Finderklachten', array(), false ),
	);
}

/**
 * The finder taxonomies, in the order the finder-term lookup searches them.
 *
 * @param bool $with_issues Whether to include finder-issue (terms only, on no post type).
 * @return string[]
 */
function hoefslag_finder_taxonomies( bool $with_issues = true ): array {
	$names = array( 'expertise', 'service', 'specialisation', 'recognition', 'finder-label' );
	return $with_issues ? array_merge( $names, array( 'finder-issue' ) ) : $names;
}

/**
 * Every post type the contract serves, core ones included.
 *
 * @return string[]
 */
function hoefslag_content_types(): array {
	return array_merge( array( 'post', 'page' ), array_keys( hoefslag_post_types() ) );
}

/**
 * Every taxonomy the contract serves, core ones included.
 *
 * @return string[]
 */
function hoefslag_all_taxonomies(): array {
	return array_merge( array( 'category', 'post_tag' ), array_keys( hoefslag_taxonomies() ) );
}

/**
 * The taxonomies as `register_rest_field()` names them: WordPress' REST object type of a term is its schema's title,
 * which is `tag` for `post_tag` (WP_REST_Terms_Controller), the taxonomy's name for every other one.
 *
 * @return string[]
 */
function hoefslag_taxonomy_rest_types(): array {
	return array_map( static fn( string $taxonomy ) => 'post_tag' === $taxonomy ? 'tag' : $taxonomy, hoefslag_all_taxonomies() );
}

/**
 * The post types that show as post cards.
 *
 * @return string[]
 */
function hoefslag_card_types(): array {
	return array( 'article', 'post', 'lesson', 'event' );
}
