<?php
/**
 * Menus by location, readable anonymously: `/menus/v1/locations` (every location with its menu and nested items),
 * `/menus/v1/locations/{location}`, `/menus/v1/menus` and `/menus/v1/menus/{slug}`, in the shape of the
 * "WP-REST-API V2 Menus" plugin plus the contract's item fields.
 *
 * @package Hoefslag
 */

defined( 'ABSPATH' ) || exit;

/** The contract's custom menu item fields (nav menu item meta, or ACF fields of the same names). */
const HOEFSLAG_MENU_ITEM_FIELDS = array( 'menu_dropdown_type', 'icon', 'icon_hover' );

/**
 * Registers the menu item fields as meta, so they are editable (and writable through `/wp/v2/menu-items`) without ACF.
 */
function hoefslag_register_menu_item_meta(): void {
	foreach ( HOEFSLAG_MENU_ITEM_FIELDS as $key ) {
		register_post_meta(
			'nav_menu_item',
			$key,
			array(
				'type'          => 'string',
				'single'        => true,
				'default'       => '',
				'show_in_rest'  => true,
				'auth_callback' => static fn() => current_user_can( 'edit_theme_options' ),
			)
		);
	}
}
add_action( 'init', 'hoefslag_register_menu_item_meta', 20 );

/**
 * One menu item's contract field: ACF's value when ACF has one, else the meta; empty is false.
 *
 * @param int    $item_id Menu item id.
 * @param string $key     Field name.
 * @return string|false
 */
function hoefslag_menu_item_field( int $item_id, string $key ) {
	$value = hoefslag_acf_active() ? get_field( $key, $item_id ) : null;
	if ( is_array( $value ) ) {
		$value = $value['url'] ?? '';
	}
	$value = $value ? $value : get_post_meta( $item_id, $key, true );
	return ( is_string( $value ) && '' !== $value ) ? $value : false;
}

/**
 * A menu with its items nested as `child_items`.
 *
 * @param WP_Term $menu The menu.
 */
function hoefslag_menu_answer( WP_Term $menu ): array {
	$items = wp_get_nav_menu_items( $menu->term_id, array( 'update_post_term_cache' => false ) );
	$items = is_array( $items ) ? $items : array();
	$nodes = array();
	foreach ( $items as $item ) {
		$fields = array();
		foreach ( HOEFSLAG_MENU_ITEM_FIELDS as $key ) {
			$fields[ $key ] = hoefslag_menu_item_field( (int) $item->ID, $key );
		}
		$nodes[ (int) $item->ID ] = array_merge(
			array(
				'ID'     => (int) $item->ID,
				'title'  => wp_strip_all_tags( html_entity_decode( (string) $item->title, ENT_QUOTES | ENT_HTML5, 'UTF-8' ) ),
				'url'    => (string) $item->url,
				'target' => (string) $item->target,
			),
			$fields,
			array(
				'post'        => 'post_type' === $item->type ? array(
					'id'   => (int) $item->object_id,
					'type' => (string) $item->object,
				) : null,
				'parent'      => (int) $item->menu_item_parent,
				'child_items' => array(),
			)
		);
	}
	// Children before parents would be lost with a single pass: attach from the deepest items up.
	$tree = array();
	foreach ( array_reverse( array_keys( $nodes ) ) as $id ) {
		$parent = $nodes[ $id ]['parent'];
		if ( $parent && isset( $nodes[ $parent ] ) ) {
			array_unshift( $nodes[ $parent ]['child_items'], $nodes[ $id ] );
		}
	}
	foreach ( $nodes as $node ) {
		if ( ! $node['parent'] || ! isset( $nodes[ $node['parent'] ] ) ) {
			$tree[] = $node;
		}
	}
	return array(
		'term_id' => (int) $menu->term_id,
		'name'    => $menu->name,
		'slug'    => $menu->slug,
		'items'   => hoefslag_menu_strip_parents( $tree ),
	);
}

/**
 * Drops the helper key `parent` from a tree of items.
 *
 * @param array $items Items.
 */
function hoefslag_menu_strip_parents( array $items ): array {
	return array_map(
		static function ( array $item ): array {
			unset( $item['parent'] );
			$item['child_items'] = hoefslag_menu_strip_parents( $item['child_items'] );
			return $item;
		},
		$items
	);
}

/**
 * Location => menu, for every registered location that has a menu.
 */
function hoefslag_menu_locations(): array {
	$out = array();
	foreach ( get_nav_menu_locations() as $location => $menu_id ) {
		$menu = $menu_id ? wp_get_nav_menu_object( $menu_id ) : false;
		if ( $menu instanceof WP_Term ) {
			$out[ $location ] = hoefslag_menu_answer( $menu );
		}
	}
	return $out;
}

add_action(
	'rest_api_init',
	static function (): void {
		hoefslag_public_route(
			'menus/v1',
			'/locations',
			static function () {
				$all = hoefslag_menu_locations();
				return $all ? rest_ensure_response( (object) $all ) : hoefslag_error( 'rest_not_found', 'No menus available.' );
			}
		);
		hoefslag_public_route(
			'menus/v1',
			'/locations/(?P<location>[\w-]+)',
			static function ( WP_REST_Request $request ) {
				$all = hoefslag_menu_locations();
				$key = (string) $request['location'];
				return isset( $all[ $key ] ) ? rest_ensure_response( $all[ $key ] ) : hoefslag_error( 'rest_menu_location_not_found', "No menu is assigned to location \"{$key}\"." );
			}
		);
		hoefslag_public_route(
			'menus/v1',
			'/menus',
			static function () {
				$menus = array_map(
					static fn( WP_Term $m ) => array(
						'term_id' => (int) $m->term_id,
						'name'    => $m->name,
						'slug'    => $m->slug,
						'count'   => (int) $m->count,
					),
					wp_get_nav_menus()
				);
				return $menus ? rest_ensure_response( $menus ) : hoefslag_error( 'rest_not_found', 'No menus available.' );
			}
		);
		hoefslag_public_route(
			'menus/v1',
			'/menus/(?P<slug>[\w-]+)',
			static function ( WP_REST_Request $request ) {
				$menu = wp_get_nav_menu_object( (string) $request['slug'] );
				return $menu ? rest_ensure_response( hoefslag_menu_answer( $menu ) ) : hoefslag_error( 'rest_menu_invalid_slug', 'No menu with that slug.' );
			}
		);
	}
);
