<?php
/**
 * ACF Pro as the field source (when it is active): ACF's field values shaped into the contract (Image objects, `[]`
 * for empty repeaters, cast numbers and booleans, `{ type, id }` author references).
 *
 * The field groups themselves ship as ACF local JSON in `acf-json/` (generated from the site's schemas by
 * `npm run wordpress:fields`); acf-fields.php registers the options page and the notice shown without ACF.
 * The WordPress suite runs it with Secure Custom Fields active (wordpress/test/config.ts); the shaping is also tested
 * with the values ACF documents for each field type (wordpress/fields/php-shape.test.ts). Writes go the other way
 * (acf-store.php).
 *
 * @package Hoefslag
 */

defined( 'ABSPATH' ) || exit;

/** The fields of the "Content blocks" group: they form `content_block_rows`, not `extra_fields`. */
const HOEFSLAG_ROW_FIELDS = array( 'rows', 'toc', 'social_share' );

/**
 * Whether ACF is active.
 */
function hoefslag_acf_active(): bool {
	return function_exists( 'get_field_objects' );
}

/**
 * The fields of one ACF object (`123`, `term_5`, `user_2`, `options`), shaped; null when there are none.
 *
 * @param int|string $acf_id  ACF's object id.
 * @param string     $section `extra_fields` (everything but the row fields) or `content_block_rows`.
 * @return stdClass|null
 */
function hoefslag_acf_fields( $acf_id, string $section ): ?stdClass {
	$objects = get_field_objects( $acf_id );
	if ( ! is_array( $objects ) || array() === $objects ) {
		return null;
	}
	// Rows the untouched form saved (no rows, the table of contents and sharing off) are no rows: the contract's false.
	if ( 'content_block_rows' === $section ) {
		$rows = array_filter( $objects, static fn( $name ) => in_array( $name, HOEFSLAG_ROW_FIELDS, true ), ARRAY_FILTER_USE_KEY );
		if ( hoefslag_acf_all_untouched( array_map( static fn( $field ) => $field['value'] ?? null, $rows ), array_values( $rows ) ) ) {
			return new stdClass();
		}
	}
	$out = new stdClass();
	foreach ( $objects as $name => $field ) {
		$is_row = in_array( $name, HOEFSLAG_ROW_FIELDS, true );
		if ( ( 'content_block_rows' === $section ) === $is_row ) {
			// A field never saved is null in ACF: left out, so the contract's default applies (as in a group).
			$shaped = hoefslag_acf_shape( $field['value'] ?? null, $field );
			if ( null !== $shaped ) {
				$out->{$name} = $shaped;
			}
		}
	}
	return $out;
}

/**
 * One ACF value in the contract's shape, by its field type.
 *
 * @param mixed $value The formatted value.
 * @param array $field The ACF field.
 * @return mixed
 */
function hoefslag_acf_shape( $value, array $field ) {
	switch ( $field['type'] ?? '' ) {
		case 'image':
			if ( 'image_html' === ( $field['hoefslag_shape'] ?? '' ) ) {
				$html = wp_get_attachment_image( is_array( $value ) ? (int) ( $value['ID'] ?? $value['id'] ?? 0 ) : (int) $value, 'thumbnail' );
				return $html ? array( 'html' => $html ) : false;
			}
			if ( 'url' === ( $field['return_format'] ?? '' ) ) {
				return is_string( $value ) && '' !== $value ? $value : false;
			}
			return hoefslag_image( is_array( $value ) ? ( $value['ID'] ?? $value['id'] ?? 0 ) : (int) $value );
		case 'gallery':
			return array_values( array_filter( array_map( static fn( $v ) => hoefslag_image( is_array( $v ) ? $v['ID'] : $v ), (array) $value ) ) );
		case 'number':
			return ( '' === $value || null === $value ) ? null : ( str_contains( (string) $value, '.' ) ? (float) $value : (int) $value );
		case 'true_false':
			return (bool) $value;
		case 'taxonomy':
			if ( empty( $field['multiple'] ) && in_array( $field['field_type'] ?? '', array( 'select', 'radio' ), true ) ) {
				$one = is_array( $value ) ? reset( $value ) : $value;
				return $one ? hoefslag_acf_id( $one ) : false;
			}
			return array_values( array_map( 'hoefslag_acf_id', is_array( $value ) ? $value : ( $value ? array( $value ) : array() ) ) );
		case 'relationship':
			return array_values( array_map( 'hoefslag_acf_id', is_array( $value ) ? $value : ( $value ? array( $value ) : array() ) ) );
		case 'post_object':
		case 'user':
		case 'page_link':
			if ( is_array( $value ) && ! empty( $field['multiple'] ) ) {
				return array_values( array_map( 'hoefslag_acf_id', $value ) );
			}
			return $value ? hoefslag_acf_id( $value ) : false;
		case 'link':
			// The contract's link is `{ url, title, target }` or false; ACF answers '' for an empty one.
			return is_array( $value ) && '' !== (string) ( $value['url'] ?? '' ) ? $value : false;
		case 'group':
			if ( hoefslag_acf_switched_off( is_array( $value ) ? $value : array(), $field['sub_fields'] ?? array() ) ) {
				return false;
			}
			return hoefslag_acf_author_ref( hoefslag_acf_group( is_array( $value ) ? $value : array(), $field['sub_fields'] ?? array() ) );
		case 'repeater':
			return hoefslag_acf_repeater( $value, $field );
		case 'flexible_content':
			return hoefslag_acf_flexible( $value, $field );
		case 'wysiwyg':
			return is_string( $value ) ? hoefslag_html_characters( $value ) : $value;
		default:
			return $value;
	}
}

/**
 * HTML with its character references in the one form the field's form saves: a reference to a character beyond ASCII
 * is the character itself (`&#8217;`, `&#x2019;`, `&rsquo;` and `’` are all `’`; `&nbsp;` is U+00A0), a reference to
 * the ampersand is `&amp;`, and every other reference stays as written.
 *
 * Why: ACF formats a wysiwyg field's answer with WordPress's content filters (`acf_the_content`: wptexturize,
 * wpautop…), and wptexturize writes the typographic characters it makes as references (`it's` answers `it&#8217;s`,
 * a lone `&` answers `&#038;`) but leaves characters alone, while the form's text editor (TinyMCE, WordPress's
 * `entity_encoding: raw`) saves every reference as its character and `&` as `&amp;`. So the same text answered other
 * bytes depending on how it was last written: through REST as REST answered it (`&#8217;`), or in the form (`’`).
 * Applied to the answer (after the formatting) and to a REST write (acf-store.php), it makes the stored and the
 * answered text one and the same whichever way it was written, and an Update without a change changes nothing. The
 * site's HTML is the same: its sanitizer decodes references anyway. ASCII references other than the ampersand's stay:
 * a decoded `&#39;` or `&quot;` would be texturized into another character on the next write.
 *
 * @param string $html HTML.
 */
function hoefslag_html_characters( string $html ): string {
	if ( ! str_contains( $html, '&' ) ) {
		return $html;
	}
	return (string) preg_replace_callback(
		'/&(?:#[0-9]+|#[xX][0-9a-fA-F]+|[a-zA-Z][a-zA-Z0-9]*);/',
		static function ( array $match ): string {
			$char = html_entity_decode( $match[0], ENT_QUOTES | ENT_HTML5, 'UTF-8' );
			if ( '&' === $char ) {
				return '&amp;';
			}
			// One character beyond ASCII and the C1 controls; anything else (unknown, invalid, ASCII) as written.
			return 1 === preg_match( '/^[\x{A0}-\x{10FFFF}]$/u', $char ) ? $char : $match[0];
		},
		$html
	);
}

/**
 * Whether a group with a switch (`show_banner`, `show_sponsored`) is off and otherwise exactly as the untouched form
 * saves it: the contract's `false` (no banner, no sponsor), which ACF cannot store for a group. A switched-off group
 * an editor filled in stays an object, so nothing typed is lost.
 *
 * @param array $values     Sub field name => formatted value.
 * @param array $sub_fields The sub fields.
 */
function hoefslag_acf_switched_off( array $values, array $sub_fields ): bool {
	$switch = array_values( array_filter( $sub_fields, static fn( $sub ) => 'true_false' === ( $sub['type'] ?? '' ) && str_starts_with( (string) $sub['name'], 'show_' ) ) )[0] ?? null;
	return null !== $switch && empty( $values[ $switch['name'] ] ) && hoefslag_acf_all_untouched( $values, $sub_fields );
}

/**
 * Whether every field holds what the untouched form saves for it (its default, or empty; a group all its sub fields).
 *
 * @param array $values Field name => formatted value.
 * @param array $fields The fields.
 */
function hoefslag_acf_all_untouched( array $values, array $fields ): bool {
	foreach ( $fields as $field ) {
		$value = $values[ $field['name'] ] ?? null;
		if ( 'group' === ( $field['type'] ?? '' ) ) {
			if ( ! hoefslag_acf_all_untouched( is_array( $value ) ? $value : array(), $field['sub_fields'] ?? array() ) ) {
				return false;
			}
			continue;
		}
		$untouched = in_array( $field['type'] ?? '', array( 'repeater', 'flexible_content', 'gallery' ), true ) ? null : hoefslag_acf_untouched( $field );
		$empty     = null === $value || false === $value || '' === $value || array() === $value || 0 === $value || '0' === $value;
		if ( null === $untouched ? ! $empty : (string) $untouched !== (string) ( is_bool( $value ) ? (int) $value : $value ) ) {
			return false;
		}
	}
	return true;
}

/**
 * What the form saves for a field nobody filled in: its default value, a select's first choice when it cannot be empty,
 * else nothing.
 *
 * @param array $field The field.
 * @return mixed
 */
function hoefslag_acf_untouched( array $field ) {
	$default = $field['default_value'] ?? null;
	if ( null !== $default && '' !== $default && false !== $default && array() !== $default ) {
		return is_array( $default ) ? reset( $default ) : $default;
	}
	$choices = (array) ( $field['choices'] ?? array() );
	if ( 'select' === ( $field['type'] ?? '' ) && empty( $field['allow_null'] ) && array() !== $choices ) {
		return (string) array_key_first( $choices );
	}
	return null;
}

/**
 * An id from a post, user or term object or an id.
 *
 * @param mixed $value WP_Post, WP_User, WP_Term, array or id.
 */
function hoefslag_acf_id( $value ): int {
	if ( $value instanceof WP_Post || $value instanceof WP_User ) {
		return (int) $value->ID;
	}
	if ( $value instanceof WP_Term ) {
		return (int) $value->term_id;
	}
	return (int) ( is_array( $value ) ? ( $value['ID'] ?? $value['id'] ?? 0 ) : $value );
}

/**
 * A group (or a repeater row, or a layout) as an object of its shaped sub fields.
 *
 * @param array $values     Sub field name => value.
 * @param array $sub_fields The sub fields.
 */
function hoefslag_acf_group( array $values, array $sub_fields ): stdClass {
	$out = new stdClass();
	foreach ( $sub_fields as $sub ) {
		$shaped = hoefslag_acf_shape( $values[ $sub['name'] ] ?? null, $sub );
		if ( null !== $shaped ) {
			$out->{$sub['name']} = $shaped;
		}
	}
	return $out;
}

/**
 * A repeater: `[]` when empty (ACF answers false); author references become `{ type, id }`; a repeater the generator
 * marked `hoefslag_shape: strings` is the list of its rows' one value, `record` an object of its rows' key and value.
 *
 * @param mixed $value The rows.
 * @param array $field The repeater field.
 * @return array|stdClass
 */
function hoefslag_acf_repeater( $value, array $field ): array|stdClass {
	$rows = array();
	foreach ( is_array( $value ) ? $value : array() as $row ) {
		$rows[] = hoefslag_acf_author_ref( hoefslag_acf_group( (array) $row, $field['sub_fields'] ?? array() ) );
	}
	$shape = $field['hoefslag_shape'] ?? '';
	if ( 'strings' === $shape ) {
		return array_values( array_filter( array_map( static fn( $row ) => (string) ( array_values( get_object_vars( $row ) )[0] ?? '' ), $rows ), 'strlen' ) );
	}
	if ( 'record' === $shape ) {
		$record = new stdClass();
		foreach ( $rows as $row ) {
			if ( isset( $row->key ) && '' !== (string) $row->key ) {
				$record->{(string) $row->key} = (string) ( $row->value ?? '' );
			}
		}
		return $record;
	}
	return $rows;
}

/**
 * An author reference (a group or repeater row of a select `type` and a `user` or `guest_author` field) as the
 * contract's `{ type, id }`; anything else unchanged.
 *
 * @param stdClass $shaped The shaped group or row.
 */
function hoefslag_acf_author_ref( stdClass $shaped ): stdClass {
	if ( ! isset( $shaped->type ) || ! in_array( $shaped->type, array( 'user', 'guest_author' ), true ) ) {
		return $shaped;
	}
	if ( ! property_exists( $shaped, 'user' ) && ! property_exists( $shaped, 'guest_author' ) ) {
		return $shaped;
	}
	return (object) array(
		'type' => $shaped->type,
		'id'   => (int) ( 'user' === $shaped->type ? ( $shaped->user ?? 0 ) : ( $shaped->guest_author ?? 0 ) ),
	);
}

/**
 * Flexible content: each layout's fields plus `acf_fc_layout`; false when empty (the contract allows it for columns).
 *
 * @param mixed $value The layouts.
 * @param array $field The flexible-content field.
 * @return array|false
 */
function hoefslag_acf_flexible( $value, array $field ) {
	if ( ! is_array( $value ) || array() === $value ) {
		return false;
	}
	$layouts = array();
	foreach ( $field['layouts'] ?? array() as $layout ) {
		$layouts[ $layout['name'] ] = $layout['sub_fields'] ?? array();
	}
	$blocks = array();
	foreach ( $value as $block ) {
		$name   = (string) ( $block['acf_fc_layout'] ?? '' );
		$shaped = hoefslag_acf_group( $block, $layouts[ $name ] ?? array() );
		if ( 'gravity_form' === $name && isset( $shaped->form_id ) ) {
			$shaped->form = hoefslag_gravity_form( (int) $shaped->form_id );
		}
		$blocks[] = (object) array_merge( array( 'acf_fc_layout' => $name ), get_object_vars( $shaped ) );
	}
	return $blocks;
}

/**
 * ACF loads field groups exported as JSON into the plugin's `acf-json/` folder (ACF's local JSON).
 *
 * @param string[] $paths Load points.
 * @return string[]
 */
function hoefslag_acf_json_paths( array $paths ): array {
	$paths[] = dirname( __DIR__ ) . '/acf-json';
	return $paths;
}
add_filter( 'acf/settings/load_json', 'hoefslag_acf_json_paths' );

/**
 * Workaround for Secure Custom Fields 6.4.1-beta4 (the one labelled place): its main file includes
 * `includes/admin/admin-options-page.php`, but the file is `includes/admin/class-acf-admin-options-page.php`, so no
 * options page registered with acf_add_options_page() gets a menu entry and "Site-instellingen" cannot be opened in
 * wp-admin. When ACF is active in the admin and the class is missing, the plugin includes SCF's own file (which
 * instantiates the class and adds the menu entries on admin_menu). ACF PRO and fixed SCF versions have the class, so
 * this does nothing there.
 */
function hoefslag_acf_options_page_workaround(): void {
	if ( ! is_admin() || ! hoefslag_acf_active() || class_exists( 'acf_admin_options_page' ) || ! function_exists( 'acf_get_path' ) ) {
		return;
	}
	$file = acf_get_path( 'includes/admin/class-acf-admin-options-page.php' );
	if ( is_readable( $file ) ) {
		require_once $file;
	}
}
add_action( 'plugins_loaded', 'hoefslag_acf_options_page_workaround' );

require_once __DIR__ . '/acf-fields.php';
