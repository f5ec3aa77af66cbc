<?php
/**
 * ACF (ACF PRO or Secure Custom Fields) as the one store of the contract's fields when it is active: a REST write of
 * `extra_fields`, `content_block_rows`, a term's or user's `extra_fields` or a menu item's fields becomes ACF's own
 * values (update_field() by field key, in the format ACF's forms save), so the form in wp-admin shows what REST wrote
 * and what the form saves is what REST answers (acf.php shapes it back).
 *
 * This is the inverse of acf.php's shaping, and the PHP twin of wordpress/fields/acf-values.ts (the TypeScript side
 * that checks the content set fits the generated fields): an Image (`{ "$media": id }` or the answered Image object)
 * becomes its attachment id, `{ type, id }` author references the select plus user or guest author, `strings` and
 * `record` repeaters their rows, flexible content its layouts by `acf_fc_layout`, dates "Y-m-d H:i:s", booleans 1/0
 * and empty values what ACF stores for empty. A key no field edits, or a value the field cannot hold, is an error that
 * names it (the REST write answers 400 and nothing is written).
 *
 * @package Hoefslag
 */

defined( 'ABSPATH' ) || exit;

/**
 * The top-level ACF fields that edit one object's section, by name, from the field groups located on its form.
 *
 * @param string $kind    `post`, `term`, `user`, `menu_item` or `option`.
 * @param int    $id      Object id (ignored for options).
 * @param string $section `extra_fields` (all but the row fields) or `content_block_rows`; menu items and options have
 *                        one section, everything.
 * @return array<string, array> Field name => field (with sub fields and layouts).
 */
function hoefslag_acf_section_fields( string $kind, int $id, string $section ): array {
	$screen = match ( $kind ) {
		'term'      => array( 'taxonomy' => (string) ( get_term( $id )->taxonomy ?? '' ) ),
		'user'      => array(
			'user_id'   => $id,
			'user_form' => 'edit',
		),
		'menu_item' => array(
			'nav_menu_item' => $id,
			// The menu the item is in (ACF's "Menu" rules); a field group for all menus matches any.
			'nav_menu'      => hoefslag_menu_of_item( $id ),
		),
		'option'    => array( 'options_page' => HOEFSLAG_OPTIONS_PAGE ),
		default     => array(
			'post_id'   => $id,
			'post_type' => (string) get_post_type( $id ),
		),
	};
	$fields = array();
	foreach ( acf_get_field_groups( $screen ) as $group ) {
		foreach ( acf_get_fields( $group ) as $field ) {
			$is_row = in_array( $field['name'], HOEFSLAG_ROW_FIELDS, true );
			if ( in_array( $kind, array( 'menu_item', 'option' ), true ) || ( 'content_block_rows' === $section ) === $is_row ) {
				$fields[ $field['name'] ] = $field;
			}
		}
	}
	return $fields;
}

/**
 * Whether a value is empty the way ACF's forms leave a field empty.
 *
 * @param mixed $value Value.
 */
function hoefslag_acf_empty( $value ): bool {
	return null === $value || false === $value || '' === $value || array() === $value;
}

/**
 * An attachment id by the URL of one of its files (full size or a generated size like `-150x150`), 0 when none.
 *
 * @param string $url Absolute or root-relative URL.
 */
function hoefslag_media_id_by_url( string $url ): int {
	if ( str_starts_with( $url, '/' ) ) {
		$url = home_url( $url );
	}
	$id = attachment_url_to_postid( $url );
	if ( ! $id ) {
		$id = attachment_url_to_postid( (string) preg_replace( '/-\d+x\d+(\.[a-z0-9]+)$/i', '$1', $url ) );
	}
	return (int) $id;
}

/**
 * An error that names the field (its path in the REST body) and what is wrong; the REST write answers 400.
 *
 * @param string $path Path, e.g. `extra_fields.banner.image`.
 * @param string $what What is wrong.
 */
function hoefslag_acf_value_error( string $path, string $what ): WP_Error {
	return new WP_Error( 'hoefslag_invalid_field', "{$path}: {$what}", array( 'status' => 400 ) );
}

/**
 * An id (post, user, term or attachment) from an id or a numeric string.
 *
 * @param mixed  $value The value.
 * @param string $path  Its path.
 * @return int|WP_Error
 */
function hoefslag_acf_input_id( $value, string $path ) {
	if ( is_string( $value ) && ctype_digit( $value ) ) {
		$value = (int) $value;
	}
	if ( is_object( $value ) ) {
		$value = (array) $value;
	}
	if ( is_array( $value ) && isset( $value['id'] ) && is_int( $value['id'] ) ) {
		$value = $value['id'];
	}
	return is_int( $value ) && $value > 0 ? $value : hoefslag_acf_value_error( $path, 'expected an id, got ' . wp_json_encode( $value ) );
}

/**
 * A contract value as ACF's stored value of a field (what update_field() takes, sub values keyed by field key).
 *
 * @param mixed  $value The contract value (objects as stdClass or arrays).
 * @param array  $field The ACF field.
 * @param string $path  Where the value is, for errors.
 * @return mixed|WP_Error
 */
function hoefslag_acf_input( $value, array $field, string $path ) {
	if ( $value instanceof stdClass ) {
		$value = get_object_vars( $value );
	}
	switch ( $field['type'] ?? '' ) {
		case 'text':
		case 'textarea':
		case 'wysiwyg':
		case 'email':
		case 'url':
			if ( null === $value ) {
				return '';
			}
			if ( ! is_string( $value ) ) {
				return hoefslag_acf_value_error( $path, 'expected text, got ' . wp_json_encode( $value ) );
			}
			// A wysiwyg text is stored as the form's editor saves it: characters, not references (acf.php).
			return 'wysiwyg' === $field['type'] ? hoefslag_html_characters( $value ) : $value;
		case 'number':
			if ( hoefslag_acf_empty( $value ) ) {
				return '';
			}
			return ( is_int( $value ) || is_float( $value ) || ( is_string( $value ) && is_numeric( $value ) ) ) ? $value : hoefslag_acf_value_error( $path, 'expected a number, got ' . wp_json_encode( $value ) );
		case 'true_false':
			if ( null === $value || '' === $value ) {
				return 0;
			}
			return in_array( $value, array( true, false, 1, 0, '1', '0' ), true ) ? (int) (bool) $value : hoefslag_acf_value_error( $path, 'expected true or false, got ' . wp_json_encode( $value ) );
		case 'select':
			if ( null === $value || false === $value || '' === $value ) {
				return '';
			}
			return ( is_string( $value ) && array_key_exists( $value, (array) ( $field['choices'] ?? array() ) ) ) ? $value : hoefslag_acf_value_error( $path, wp_json_encode( $value ) . ' is not one of ' . implode( ', ', array_keys( (array) ( $field['choices'] ?? array() ) ) ) );
		case 'image':
			return hoefslag_acf_input_image( $value, $field, $path );
		case 'gallery':
			$ids = array();
			foreach ( hoefslag_acf_empty( $value ) ? array() : (array) $value as $i => $image ) {
				$one = hoefslag_acf_input_image( $image, array( 'return_format' => 'id' ), "{$path}[{$i}]" );
				if ( is_wp_error( $one ) ) {
					return $one;
				}
				$ids[] = $one;
			}
			return $ids;
		case 'link':
			if ( hoefslag_acf_empty( $value ) ) {
				return '';
			}
			if ( ! is_array( $value ) || ! isset( $value['url'] ) || ! is_string( $value['url'] ) ) {
				return hoefslag_acf_value_error( $path, 'expected a link { url, title, target }, got ' . wp_json_encode( $value ) );
			}
			return array(
				'title'  => (string) ( $value['title'] ?? '' ),
				'url'    => $value['url'],
				'target' => (string) ( $value['target'] ?? '' ),
			);
		case 'post_object':
		case 'user':
		case 'page_link':
			if ( hoefslag_acf_empty( $value ) || 0 === $value ) {
				return '';
			}
			if ( ! empty( $field['multiple'] ) ) {
				return hoefslag_acf_input_ids( $value, $path );
			}
			return hoefslag_acf_input_id( $value, $path );
		case 'relationship':
			return hoefslag_acf_empty( $value ) ? '' : hoefslag_acf_input_ids( $value, $path );
		case 'taxonomy':
			if ( hoefslag_acf_empty( $value ) || 0 === $value ) {
				return '';
			}
			if ( ! empty( $field['multiple'] ) || in_array( $field['field_type'] ?? '', array( 'checkbox', 'multi_select' ), true ) ) {
				return hoefslag_acf_input_ids( $value, $path );
			}
			return hoefslag_acf_input_id( $value, $path );
		case 'date_time_picker':
			if ( hoefslag_acf_empty( $value ) ) {
				return '';
			}
			if ( is_string( $value ) && preg_match( '/^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})(?::(\d{2}))?$/', $value, $m ) ) {
				return "{$m[1]} {$m[2]}:" . ( $m[3] ?? '' ? $m[3] : '00' );
			}
			return hoefslag_acf_value_error( $path, 'expected a date and time (YYYY-MM-DDTHH:MM), got ' . wp_json_encode( $value ) );
		case 'time_picker':
			if ( hoefslag_acf_empty( $value ) ) {
				return '';
			}
			if ( is_string( $value ) && preg_match( '/^(\d{2}:\d{2})(?::(\d{2}))?$/', $value, $m ) ) {
				return "{$m[1]}:" . ( $m[2] ?? '' ? $m[2] : '00' );
			}
			return hoefslag_acf_value_error( $path, 'expected a time HH:MM, got ' . wp_json_encode( $value ) );
		case 'group':
			if ( hoefslag_acf_is_author_ref( $field['sub_fields'] ?? array() ) ) {
				return hoefslag_acf_input_author( $value, $field['sub_fields'], $path );
			}
			return hoefslag_acf_input_fields( hoefslag_acf_empty( $value ) ? array() : $value, $field['sub_fields'] ?? array(), $path );
		case 'repeater':
			return hoefslag_acf_input_repeater( $value, $field, $path );
		case 'flexible_content':
			return hoefslag_acf_input_flexible( $value, $field, $path );
		default:
			return hoefslag_acf_value_error( $path, 'the plugin cannot write a field of type ' . ( $field['type'] ?? '?' ) );
	}
}

/**
 * A list of ids.
 *
 * @param mixed  $value The list.
 * @param string $path  Its path.
 * @return int[]|WP_Error
 */
function hoefslag_acf_input_ids( $value, string $path ) {
	if ( ! is_array( $value ) || ! array_is_list( $value ) ) {
		return hoefslag_acf_value_error( $path, 'expected a list of ids, got ' . wp_json_encode( $value ) );
	}
	$ids = array();
	foreach ( $value as $i => $one ) {
		$id = hoefslag_acf_input_id( $one, "{$path}[{$i}]" );
		if ( is_wp_error( $id ) ) {
			return $id;
		}
		$ids[] = $id;
	}
	return $ids;
}

/**
 * An image field's stored attachment id (or '' for none) from `{ "$media": id }`, an answered Image `{ id, src… }`, a
 * speaker portrait `{ html }` or, for a field returning a URL, the URL of a media library file.
 *
 * @param mixed  $value The value.
 * @param array  $field The image field.
 * @param string $path  Its path.
 * @return int|string|WP_Error
 */
function hoefslag_acf_input_image( $value, array $field, string $path ) {
	if ( $value instanceof stdClass ) {
		$value = get_object_vars( $value );
	}
	if ( hoefslag_acf_empty( $value ) ) {
		return '';
	}
	if ( is_int( $value ) && $value > 0 ) {
		return $value;
	}
	if ( is_array( $value ) && isset( $value['$media'] ) && is_int( $value['$media'] ) ) {
		return $value['$media'];
	}
	if ( is_array( $value ) && isset( $value['id'] ) && is_int( $value['id'] ) && $value['id'] > 0 ) {
		return $value['id'];
	}
	$url = null;
	if ( is_string( $value ) && 'url' === ( $field['return_format'] ?? '' ) ) {
		$url = $value;
	} elseif ( is_array( $value ) && isset( $value['html'] ) && is_string( $value['html'] ) && preg_match( '/<img[^>]*\ssrc="([^"]+)"/', $value['html'], $m ) ) {
		$url = html_entity_decode( $m[1] );
	}
	$id = null === $url ? 0 : hoefslag_media_id_by_url( $url );
	return $id > 0 ? $id : hoefslag_acf_value_error( $path, 'expected a media library image ({ "$media": id } or an Image), got ' . wp_json_encode( $value ) );
}

/**
 * Whether a group's or repeater's sub fields are an author reference (select `type`, `user`, `guest_author`).
 *
 * @param array $sub_fields Sub fields.
 */
function hoefslag_acf_is_author_ref( array $sub_fields ): bool {
	return 'type,user,guest_author' === implode( ',', array_column( $sub_fields, 'name' ) );
}

/**
 * An author reference `{ type, id }` as its select and user or guest author.
 *
 * @param mixed  $value      The reference.
 * @param array  $sub_fields `type`, `user`, `guest_author`.
 * @param string $path       Its path.
 * @return array|string|WP_Error
 */
function hoefslag_acf_input_author( $value, array $sub_fields, string $path ) {
	if ( $value instanceof stdClass ) {
		$value = get_object_vars( $value );
	}
	if ( hoefslag_acf_empty( $value ) ) {
		return '';
	}
	$type = $value['type'] ?? 'user';
	if ( ! is_array( $value ) || ! in_array( $type, array( 'user', 'guest_author' ), true ) ) {
		return hoefslag_acf_value_error( $path, 'expected an author reference { type, id }, got ' . wp_json_encode( $value ) );
	}
	$id = hoefslag_acf_input_id( $value['id'] ?? null, "{$path}.id" );
	if ( is_wp_error( $id ) ) {
		return $id;
	}
	$keys = array_column( $sub_fields, 'key', 'name' );
	return array(
		$keys['type']         => $type,
		$keys['user']         => 'user' === $type ? $id : '',
		$keys['guest_author'] => 'guest_author' === $type ? $id : '',
	);
}

/**
 * An object of sub fields (a group, a repeater row, a layout) keyed by field key; a key no field edits is an error.
 *
 * @param mixed  $value  The object.
 * @param array  $fields The sub fields.
 * @param string $path   Its path.
 * @param array  $ignore Keys answered by the plugin but not stored (a layout's `acf_fc_layout`, a form block's `form`).
 * @return array|WP_Error
 */
function hoefslag_acf_input_fields( $value, array $fields, string $path, array $ignore = array() ) {
	if ( $value instanceof stdClass ) {
		$value = get_object_vars( $value );
	}
	if ( ! is_array( $value ) || ( array() !== $value && array_is_list( $value ) ) ) {
		return hoefslag_acf_value_error( $path, 'expected an object, got ' . wp_json_encode( $value ) );
	}
	$by_name = array_column( $fields, null, 'name' );
	foreach ( array_keys( $value ) as $key ) {
		if ( ! isset( $by_name[ $key ] ) && ! in_array( $key, $ignore, true ) ) {
			return hoefslag_acf_value_error( "{$path}.{$key}", 'no field edits this key' );
		}
	}
	$out = array();
	foreach ( $fields as $field ) {
		// A field the value leaves out is stored as the form would save it untouched (its default, or empty), so that
		// pressing Update on the form changes nothing.
		$given = array_key_exists( $field['name'], $value ) ? $value[ $field['name'] ] : hoefslag_acf_untouched( $field );
		$one   = hoefslag_acf_input( $given, $field, "{$path}.{$field['name']}" );
		if ( is_wp_error( $one ) ) {
			return $one;
		}
		$out[ $field['key'] ] = $one;
	}
	return $out;
}

/**
 * A repeater's rows: a list of objects, a `strings` list or a `record` object; empty is no rows.
 *
 * @param mixed  $value The value.
 * @param array  $field The repeater.
 * @param string $path  Its path.
 * @return array|WP_Error
 */
function hoefslag_acf_input_repeater( $value, array $field, string $path ) {
	if ( $value instanceof stdClass ) {
		$value = get_object_vars( $value );
	}
	$sub_fields = $field['sub_fields'] ?? array();
	$shape      = $field['hoefslag_shape'] ?? '';
	if ( hoefslag_acf_empty( $value ) ) {
		return array();
	}
	if ( 'record' === $shape ) {
		if ( ! is_array( $value ) || array_is_list( $value ) ) {
			return hoefslag_acf_value_error( $path, 'expected an object of texts, got ' . wp_json_encode( $value ) );
		}
		$rows = array();
		foreach ( $value as $key => $text ) {
			$rows[] = array(
				'key'   => (string) $key,
				'value' => $text,
			);
		}
	} elseif ( 'strings' === $shape ) {
		if ( ! is_array( $value ) || ! array_is_list( $value ) ) {
			return hoefslag_acf_value_error( $path, 'expected a list of texts, got ' . wp_json_encode( $value ) );
		}
		$rows = array_map( static fn( $text ) => array( $sub_fields[0]['name'] => $text ), $value );
	} elseif ( is_array( $value ) && array_is_list( $value ) ) {
		$rows = $value;
	} else {
		return hoefslag_acf_value_error( $path, 'expected a list, got ' . wp_json_encode( $value ) );
	}
	$out = array();
	foreach ( $rows as $i => $row ) {
		$one = hoefslag_acf_is_author_ref( $sub_fields )
			? hoefslag_acf_input_author( $row, $sub_fields, "{$path}[{$i}]" )
			: hoefslag_acf_input_fields( $row, $sub_fields, "{$path}[{$i}]" );
		if ( is_wp_error( $one ) ) {
			return $one;
		}
		$out[] = $one;
	}
	return $out;
}

/**
 * Flexible content: each block by its `acf_fc_layout`; empty (or false, an empty column) is no blocks.
 *
 * @param mixed  $value The blocks.
 * @param array  $field The flexible-content field.
 * @param string $path  Its path.
 * @return array|WP_Error
 */
function hoefslag_acf_input_flexible( $value, array $field, string $path ) {
	if ( hoefslag_acf_empty( $value ) ) {
		return array();
	}
	if ( ! is_array( $value ) || ! array_is_list( $value ) ) {
		return hoefslag_acf_value_error( $path, 'expected a list of blocks, got ' . wp_json_encode( $value ) );
	}
	$layouts = array_column( array_values( (array) ( $field['layouts'] ?? array() ) ), null, 'name' );
	$out     = array();
	foreach ( $value as $i => $block ) {
		$block  = $block instanceof stdClass ? get_object_vars( $block ) : $block;
		$name   = is_array( $block ) ? ( $block['acf_fc_layout'] ?? null ) : null;
		$layout = is_string( $name ) ? ( $layouts[ $name ] ?? null ) : null;
		if ( null === $layout ) {
			return hoefslag_acf_value_error( "{$path}[{$i}].acf_fc_layout", 'no block layout ' . wp_json_encode( $name ) );
		}
		$one = hoefslag_acf_input_fields( $block, $layout['sub_fields'] ?? array(), "{$path}[{$i}]({$name})", array( 'acf_fc_layout', 'form' ) );
		if ( is_wp_error( $one ) ) {
			return $one;
		}
		$out[] = array_merge( array( 'acf_fc_layout' => $name ), $one );
	}
	return $out;
}

/**
 * Writes one object's section through ACF: every field of the section takes the written value, and a field the write
 * leaves out what the form would save for it untouched (a write is the whole section, as it is for the plugin's own
 * store and for the form). The whole value is checked
 * first: on an error nothing is written. The object's copy in the plugin's own store is then superseded and removed.
 *
 * @param string $kind    `post`, `term`, `user`, `menu_item` or `option`.
 * @param int    $id      Object id (ignored for options).
 * @param string $section `extra_fields` or `content_block_rows` (for an option: its name).
 * @param mixed  $value   The contract value (null or false: the section is emptied).
 * @param string $path    The value's name in the request, for errors.
 * @return true|WP_Error
 */
function hoefslag_acf_write( string $kind, int $id, string $section, $value, string $path = '' ) {
	$path   = '' === $path ? $section : $path;
	$fields = hoefslag_acf_section_fields( $kind, $id, $section );
	$input  = hoefslag_acf_input_fields( hoefslag_acf_empty( $value ) ? array() : $value, array_values( $fields ), $path );
	if ( is_wp_error( $input ) ) {
		return $input;
	}
	$acf_id = 'menu_item' === $kind ? $id : hoefslag_acf_object_id( $kind, $id );
	foreach ( $fields as $field ) {
		update_field( $field['key'], $input[ $field['key'] ], $acf_id );
	}
	// The old copy is superseded (an option's is left to its caller, which knows the option's name).
	if ( in_array( $kind, array( 'post', 'term', 'user' ), true ) ) {
		hoefslag_store_set( $kind, $id, $section, null );
	}
	// What follows a save in the form follows a REST write too (the credit list, the build request for the options).
	do_action( 'acf/save_post', $acf_id );
	return true;
}

/**
 * A menu item's fields in a REST write (`meta` of `/wp/v2/menu-items`) as ACF's stored values, by field; an error
 * names the first that ACF cannot hold (a select value that is not a choice, an icon that is not a media file).
 *
 * @param WP_REST_Request $request The request.
 * @return array<string, array{0: array, 1: mixed}>|WP_Error Field name => [field, stored value].
 */
function hoefslag_acf_menu_item_input( WP_REST_Request $request ) {
	$meta = $request['meta'];
	if ( ! is_array( $meta ) ) {
		return array();
	}
	$fields = hoefslag_acf_section_fields( 'menu_item', (int) $request['id'], 'menu_item' );
	$out    = array();
	foreach ( HOEFSLAG_MENU_ITEM_FIELDS as $name ) {
		if ( ! array_key_exists( $name, $meta ) || ! isset( $fields[ $name ] ) ) {
			continue;
		}
		$value = hoefslag_acf_input( $meta[ $name ], $fields[ $name ], "meta.{$name}" );
		if ( is_wp_error( $value ) ) {
			return $value;
		}
		$out[ $name ] = array( $fields[ $name ], $value );
	}
	return $out;
}

/**
 * Refuses a menu item write whose fields ACF cannot hold, before anything is saved (rest_pre_insert_nav_menu_item).
 *
 * @param stdClass|WP_Error $prepared The item to insert.
 * @param WP_REST_Request   $request  The request.
 * @return stdClass|WP_Error
 */
function hoefslag_acf_check_menu_item( $prepared, WP_REST_Request $request ) {
	if ( is_wp_error( $prepared ) || ! hoefslag_acf_active() ) {
		return $prepared;
	}
	$input = hoefslag_acf_menu_item_input( $request );
	return is_wp_error( $input ) ? $input : $prepared;
}
add_filter( 'rest_pre_insert_nav_menu_item', 'hoefslag_acf_check_menu_item', 10, 2 );

/**
 * Stores a menu item's written fields as ACF's values (after core wrote them as plain meta, which ACF's own meta of
 * the same name then replaces), so the menu screen shows them (rest_after_insert_nav_menu_item).
 *
 * @param WP_Post         $item    The menu item.
 * @param WP_REST_Request $request The request.
 */
function hoefslag_acf_store_menu_item( WP_Post $item, WP_REST_Request $request ): void {
	if ( ! hoefslag_acf_active() ) {
		return;
	}
	$input = hoefslag_acf_menu_item_input( $request );
	foreach ( is_wp_error( $input ) ? array() : $input as [ $field, $value ] ) {
		update_field( $field['key'], $value, $item->ID );
	}
}
add_action( 'rest_after_insert_nav_menu_item', 'hoefslag_acf_store_menu_item', 10, 2 );

/**
 * `/wp/v2/menu-items` answers the fields' contract values in `meta` (an icon's URL, not ACF's attachment id), so what
 * was written reads back the same (rest_prepare_nav_menu_item).
 *
 * @param WP_REST_Response $response The answer.
 * @param WP_Post          $item     The menu item.
 */
function hoefslag_acf_answer_menu_item( WP_REST_Response $response, $item ): WP_REST_Response {
	$data = $response->get_data();
	if ( hoefslag_acf_active() && isset( $data['meta'] ) && is_array( $data['meta'] ) ) {
		foreach ( HOEFSLAG_MENU_ITEM_FIELDS as $name ) {
			if ( array_key_exists( $name, $data['meta'] ) ) {
				$data['meta'][ $name ] = (string) hoefslag_menu_item_field( (int) $item->ID, $name );
			}
		}
		$response->set_data( $data );
	}
	return $response;
}
add_filter( 'rest_prepare_nav_menu_item', 'hoefslag_acf_answer_menu_item', 10, 2 );

/**
 * The menu a menu item is in (0 when it is in none, or on an error): ACF's "Menu" location rules match on it.
 *
 * @param int $id Menu item id.
 */
function hoefslag_menu_of_item( int $id ): int {
	$menus = wp_get_object_terms( $id, 'nav_menu', array( 'fields' => 'ids' ) );
	return is_array( $menus ) && isset( $menus[0] ) ? (int) $menus[0] : 0;
}
