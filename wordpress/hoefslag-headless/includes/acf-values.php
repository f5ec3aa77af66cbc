<?php
/**
 * The way back from the contract to ACF: a value in the contract's shape (what REST answers and accepts) turned into
 * the value ACF's `update_field()` stores for that field, so that what REST writes is what the wp-admin form shows.
 * It is the inverse of hoefslag_acf_shape() (acf.php): Image objects and `{ "$media": id }` references become
 * attachment ids, `{ type, id }` author references become the group's `type` and `user`/`guest_author`, a record
 * (`hoefslag_shape: record`) becomes key/value rows, a list of strings (`strings`) rows of its one sub field.
 *
 * A value ACF cannot keep (a key the field group does not have, text where a group belongs, an alt text that differs
 * from the media library's) is an error naming the field, never silently dropped.
 *
 * @package Hoefslag
 */

defined( 'ABSPATH' ) || exit;

/**
 * A 400 error naming the field that ACF cannot store.
 *
 * @param string $path    The field's path, e.g. `footer.title` or `social_media[2].url`.
 * @param string $problem What is wrong.
 */
function hoefslag_options_value_error( string $path, string $problem ): WP_Error {
	return new WP_Error(
		'rest_invalid_param',
		"Invalid parameter(s): {$path} ({$problem})",
		array(
			'status' => 400,
			'params' => array( $path => $problem ),
		)
	);
}

/**
 * An object's members (a decoded JSON object or an associative array), or null when the value is not an object.
 *
 * @param mixed $value The value.
 * @return array<string, mixed>|null
 */
function hoefslag_acf_members( $value ): ?array {
	if ( $value instanceof stdClass ) {
		return get_object_vars( $value );
	}
	if ( is_array( $value ) && ( array() === $value || ! array_is_list( $value ) ) ) {
		return $value;
	}
	return null;
}

/**
 * An id from an id, a numeric string or an object with `id`/`ID`/`$media` (an Image, a post or term reference).
 *
 * @param mixed $value The value.
 */
function hoefslag_acf_value_id( $value ): ?int {
	if ( is_int( $value ) || ( is_string( $value ) && ctype_digit( $value ) ) ) {
		return (int) $value;
	}
	$members = hoefslag_acf_members( $value );
	foreach ( array( 'id', 'ID', '$media' ) as $key ) {
		if ( null !== $members && isset( $members[ $key ] ) && is_numeric( $members[ $key ] ) ) {
			return (int) $members[ $key ];
		}
	}
	return null;
}

/**
 * One contract value as ACF stores it for the field.
 *
 * @param mixed  $value The contract's value (decoded JSON, objects as stdClass or associative arrays).
 * @param array  $field The ACF field.
 * @param string $path  The field's path, for the error.
 * @return mixed|WP_Error The value for update_field(), or an error naming the field.
 */
function hoefslag_acf_unshape( $value, array $field, string $path ) {
	$type = (string) ( $field['type'] ?? '' );
	if ( null === $value ) {
		return null;
	}
	switch ( $type ) {
		case 'true_false':
			return is_bool( $value ) || 0 === $value || 1 === $value ? (int) $value : hoefslag_options_value_error( $path, 'true or false expected' );
		case 'number':
			if ( '' === $value ) {
				return '';
			}
			return is_int( $value ) || is_float( $value ) || is_numeric( $value ) ? $value : hoefslag_options_value_error( $path, 'a number expected' );
		case 'link':
			return hoefslag_acf_unshape_link( $value, $path );
		case 'image':
		case 'file':
			return hoefslag_acf_unshape_image( $value, $path );
		case 'gallery':
			if ( false === $value ) {
				return array();
			}
			if ( ! is_array( $value ) || ! array_is_list( $value ) ) {
				return hoefslag_options_value_error( $path, 'a list of images expected' );
			}
			$ids = array();
			foreach ( $value as $i => $image ) {
				$id = hoefslag_acf_unshape_image( $image, "{$path}[{$i}]" );
				if ( is_wp_error( $id ) ) {
					return $id;
				}
				$ids[] = $id;
			}
			return $ids;
		case 'relationship':
		case 'post_object':
		case 'page_link':
		case 'user':
		case 'taxonomy':
			return hoefslag_acf_unshape_reference( $value, $field, $path );
		case 'group':
			return hoefslag_acf_unshape_group( $value, $field['sub_fields'] ?? array(), $path );
		case 'repeater':
			return hoefslag_acf_unshape_repeater( $value, $field, $path );
		case 'flexible_content':
			return hoefslag_acf_unshape_flexible( $value, $field, $path );
		case 'checkbox':
			return is_array( $value ) && array_is_list( $value ) ? array_map( 'strval', $value ) : hoefslag_options_value_error( $path, 'a list of choices expected' );
		case 'select':
			if ( ! empty( $field['multiple'] ) ) {
				return is_array( $value ) && array_is_list( $value ) ? array_map( 'strval', $value ) : hoefslag_options_value_error( $path, 'a list of choices expected' );
			}
			if ( false === $value ) {
				return '';
			}
			return is_scalar( $value ) && ! is_bool( $value ) ? (string) $value : hoefslag_options_value_error( $path, 'one choice expected' );
		default:
			// Text, textarea, wysiwyg, email, url, radio, button group, colour, dates: one string.
			return is_scalar( $value ) && ! is_bool( $value ) ? (string) $value : hoefslag_options_value_error( $path, 'text expected' );
	}
}

/**
 * A link (`{ url, title, target }`, or false when empty) as ACF's link array.
 *
 * @param mixed  $value The value.
 * @param string $path  For the error.
 * @return array|string|WP_Error
 */
function hoefslag_acf_unshape_link( $value, string $path ) {
	if ( false === $value || '' === $value ) {
		return '';
	}
	$members = hoefslag_acf_members( $value );
	if ( null === $members ) {
		return hoefslag_options_value_error( $path, 'a link { url, title, target } or false expected' );
	}
	$extra = array_diff( array_keys( $members ), array( 'url', 'title', 'target' ) );
	if ( $extra ) {
		return hoefslag_options_value_error( $path, 'a link has only url, title and target, not ' . implode( ', ', $extra ) );
	}
	foreach ( $members as $key => $part ) {
		if ( ! is_string( $part ) ) {
			return hoefslag_options_value_error( "{$path}.{$key}", 'text expected' );
		}
	}
	return array(
		'title'  => (string) ( $members['title'] ?? '' ),
		'url'    => (string) ( $members['url'] ?? '' ),
		'target' => (string) ( $members['target'] ?? '' ),
	);
}

/**
 * An image (an Image object, a `{ "$media": id }` reference, an id, or false) as the attachment id ACF stores. ACF
 * keeps only the id: an alt text or caption that differs from the media library's cannot be stored.
 *
 * @param mixed  $value The value.
 * @param string $path  For the error.
 * @return int|string|WP_Error
 */
function hoefslag_acf_unshape_image( $value, string $path ) {
	if ( false === $value || '' === $value || 0 === $value ) {
		return '';
	}
	$id = hoefslag_acf_value_id( $value );
	if ( null === $id || $id <= 0 ) {
		return hoefslag_options_value_error( $path, 'an image (an attachment id, { "$media": id } or an Image with id) or false expected' );
	}
	if ( 'attachment' !== get_post_type( $id ) ) {
		return hoefslag_options_value_error( $path, "no attachment {$id} in the media library" );
	}
	$members = hoefslag_acf_members( $value );
	if ( null !== $members && isset( $members['$media'] ) ) {
		$own = array(
			'alt'     => (string) get_post_meta( $id, '_wp_attachment_image_alt', true ),
			'caption' => (string) wp_get_attachment_caption( $id ),
		);
		foreach ( $own as $key => $library ) {
			if ( isset( $members[ $key ] ) && (string) $members[ $key ] !== $library ) {
				return hoefslag_options_value_error( "{$path}.{$key}", "ACF keeps only the image; its {$key} comes from the media library (\"{$library}\"): change it there" );
			}
		}
	}
	return $id;
}

/**
 * A reference field (posts, terms, users): one id (or false) or a list of ids, as the field allows.
 *
 * @param mixed  $value The value.
 * @param array  $field The field.
 * @param string $path  For the error.
 * @return int|int[]|string|WP_Error
 */
function hoefslag_acf_unshape_reference( $value, array $field, string $path ) {
	$many = 'relationship' === $field['type'] || ! empty( $field['multiple'] ) || ( 'taxonomy' === $field['type'] && in_array( $field['field_type'] ?? '', array( 'checkbox', 'multi_select' ), true ) );
	if ( ! $many ) {
		if ( false === $value || '' === $value || 0 === $value ) {
			return '';
		}
		$id = hoefslag_acf_value_id( $value );
		return null === $id ? hoefslag_options_value_error( $path, 'an id or false expected' ) : $id;
	}
	if ( false === $value ) {
		return array();
	}
	if ( ! is_array( $value ) || ! array_is_list( $value ) ) {
		return hoefslag_options_value_error( $path, 'a list of ids expected' );
	}
	$ids = array();
	foreach ( $value as $i => $one ) {
		$id = hoefslag_acf_value_id( $one );
		if ( null === $id ) {
			return hoefslag_options_value_error( "{$path}[{$i}]", 'an id expected' );
		}
		$ids[] = $id;
	}
	return $ids;
}

/**
 * A group (or a repeater row, or a layout): its members by sub field name; a `{ type, id }` author reference goes
 * back into the group's `type` and `user` or `guest_author` fields.
 *
 * @param mixed  $value      The value.
 * @param array  $sub_fields The sub fields.
 * @param string $path       For the error.
 * @param array  $ignore     Members the contract adds on reading and ACF does not store (e.g. `acf_fc_layout`).
 * @return array|WP_Error
 */
function hoefslag_acf_unshape_group( $value, array $sub_fields, string $path, array $ignore = array() ) {
	$members = hoefslag_acf_members( $value );
	if ( null === $members ) {
		return hoefslag_options_value_error( $path, 'an object expected' );
	}
	$by_name = array_column( $sub_fields, null, 'name' );
	if ( isset( $members['type'], $members['id'], $by_name['type'] ) && in_array( $members['type'], array( 'user', 'guest_author' ), true ) && ( isset( $by_name['user'] ) || isset( $by_name['guest_author'] ) ) ) {
		$members[ $members['type'] ] = $members['id'];
		unset( $members['id'] );
	}
	$out = array();
	foreach ( $members as $name => $member ) {
		if ( in_array( $name, $ignore, true ) ) {
			continue;
		}
		if ( ! isset( $by_name[ $name ] ) ) {
			return hoefslag_options_value_error( '' === $path ? (string) $name : "{$path}.{$name}", 'the field group has no such field' );
		}
		$stored = hoefslag_acf_unshape( $member, $by_name[ $name ], '' === $path ? (string) $name : "{$path}.{$name}" );
		if ( is_wp_error( $stored ) ) {
			return $stored;
		}
		if ( null !== $stored ) {
			$out[ $name ] = $stored;
		}
	}
	return $out;
}

/**
 * A repeater: a list of rows; a record (`hoefslag_shape: record`, an object of strings) becomes key/value rows; a
 * list of strings (`hoefslag_shape: strings`) rows of the one sub field.
 *
 * @param mixed  $value The value.
 * @param array  $field The repeater.
 * @param string $path  For the error.
 * @return array|WP_Error
 */
function hoefslag_acf_unshape_repeater( $value, array $field, string $path ) {
	$sub_fields = $field['sub_fields'] ?? array();
	$shape      = $field['hoefslag_shape'] ?? '';
	if ( false === $value ) {
		return array();
	}
	if ( 'record' === $shape ) {
		$members = hoefslag_acf_members( $value );
		if ( null === $members ) {
			return hoefslag_options_value_error( $path, 'an object of texts expected' );
		}
		$rows = array();
		foreach ( $members as $key => $text ) {
			if ( ! is_scalar( $text ) || is_bool( $text ) ) {
				return hoefslag_options_value_error( "{$path}.{$key}", 'text expected' );
			}
			$rows[] = array(
				'key'   => (string) $key,
				'value' => (string) $text,
			);
		}
		return $rows;
	}
	if ( ! is_array( $value ) || ! array_is_list( $value ) ) {
		return hoefslag_options_value_error( $path, 'a list expected' );
	}
	$rows = array();
	foreach ( $value as $i => $row ) {
		if ( 'strings' === $shape ) {
			if ( ! is_scalar( $row ) || is_bool( $row ) ) {
				return hoefslag_options_value_error( "{$path}[{$i}]", 'text expected' );
			}
			$rows[] = array( (string) ( $sub_fields[0]['name'] ?? 'value' ) => (string) $row );
			continue;
		}
		$stored = hoefslag_acf_unshape_group( $row, $sub_fields, "{$path}[{$i}]" );
		if ( is_wp_error( $stored ) ) {
			return $stored;
		}
		$rows[] = $stored;
	}
	return $rows;
}

/**
 * Flexible content: a list of layouts, each with `acf_fc_layout` (false or `[]` when empty).
 *
 * @param mixed  $value The value.
 * @param array  $field The flexible-content field.
 * @param string $path  For the error.
 * @return array|WP_Error
 */
function hoefslag_acf_unshape_flexible( $value, array $field, string $path ) {
	if ( false === $value ) {
		return array();
	}
	if ( ! is_array( $value ) || ! array_is_list( $value ) ) {
		return hoefslag_options_value_error( $path, 'a list of blocks or false expected' );
	}
	$layouts = array();
	foreach ( $field['layouts'] ?? array() as $layout ) {
		$layouts[ $layout['name'] ] = $layout['sub_fields'] ?? array();
	}
	$rows = array();
	foreach ( $value as $i => $block ) {
		$members = hoefslag_acf_members( $block );
		$name    = (string) ( $members['acf_fc_layout'] ?? '' );
		if ( ! isset( $layouts[ $name ] ) ) {
			return hoefslag_options_value_error( "{$path}[{$i}].acf_fc_layout", '' === $name ? 'a block needs acf_fc_layout' : "no block layout \"{$name}\"" );
		}
		// A Gravity Forms block answers its form (`form`), read from the form id: not stored.
		$stored = hoefslag_acf_unshape_group( $block, $layouts[ $name ], "{$path}[{$i}]", 'gravity_form' === $name ? array( 'acf_fc_layout', 'form' ) : array( 'acf_fc_layout' ) );
		if ( is_wp_error( $stored ) ) {
			return $stored;
		}
		$rows[] = array( 'acf_fc_layout' => $name ) + $stored;
	}
	return $rows;
}
