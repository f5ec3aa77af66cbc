<?php
/**
 * The contract's custom REST fields: `extra_fields` and `content_block_rows` on every post type, `template_slug` on
 * pages, `extra_fields` on terms and users. Readable by all who may read the object, writable (schema-validated) by
 * those who may edit it.
 *
 * @package Hoefslag
 */

defined( 'ABSPATH' ) || exit;

/**
 * The schema of an Image field: a stored reference `{ "$media": id }` (answered as the full Image), an Image, or false.
 */
function hoefslag_image_schema(): array {
	return array( 'type' => array( 'object', 'boolean', 'null' ) );
}

/**
 * The schema of `extra_fields` on posts: the shared editorial fields are typed, the rest is free (each type adds its
 * own; ACF validates them when ACF is the store).
 */
function hoefslag_extra_fields_schema(): array {
	$ids = array(
		'type'  => 'array',
		'items' => array(
			'type'    => 'integer',
			'minimum' => 1,
		),
	);
	return array(
		'description'          => 'Custom fields of the CMS contract.',
		'type'                 => array( 'object', 'null' ),
		'context'              => array( 'view', 'edit', 'embed' ),
		'additionalProperties' => true,
		'properties'           => array(
			'authors'                         => array(
				'type'  => 'array',
				'items' => array(
					'type'                 => 'object',
					'required'             => array( 'id' ),
					'additionalProperties' => false,
					'properties'           => array(
						'type' => array(
							'type' => 'string',
							'enum' => array( 'user', 'guest_author' ),
						),
						'id'   => array(
							'type'    => 'integer',
							'minimum' => 1,
						),
					),
				),
			),
			'show_author'                     => array( 'type' => 'boolean' ),
			'reading_time'                    => array(
				'type'    => 'integer',
				'minimum' => 0,
			),
			'primary_category'                => array( 'type' => array( 'integer', 'boolean' ) ),
			'primary_knowledge_base_category' => array( 'type' => array( 'integer', 'boolean' ) ),
			'banner'                          => array( 'type' => array( 'object', 'boolean', 'null' ) ),
			'sponsor'                         => array( 'type' => array( 'object', 'boolean', 'null' ) ),
			'partners'                        => $ids,
			'clinics'                         => $ids,
			'partner'                         => array(
				'type'    => 'integer',
				'minimum' => 1,
			),
			'start_date'                      => array(
				'type'    => 'string',
				'pattern' => '^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2})?$',
			),
			'end_date'                        => array(
				'type'    => 'string',
				'pattern' => '^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2})?$',
			),
		),
	);
}

/**
 * The schema of `content_block_rows`: rows of up to three columns of blocks, each block named by `acf_fc_layout`.
 */
function hoefslag_rows_schema(): array {
	$column = array(
		'type'  => array( 'array', 'boolean', 'null' ),
		'items' => array(
			'type'                 => 'object',
			'required'             => array( 'acf_fc_layout' ),
			'additionalProperties' => true,
			'properties'           => array(
				'acf_fc_layout' => array(
					'type'      => 'string',
					'minLength' => 1,
				),
			),
		),
	);
	return array(
		'description'          => 'Rows of content blocks.',
		'type'                 => array( 'object', 'boolean', 'null' ),
		'context'              => array( 'view', 'edit', 'embed' ),
		'additionalProperties' => true,
		'properties'           => array(
			'rows'         => array(
				'type'  => 'array',
				'items' => array(
					'type'                 => 'object',
					'additionalProperties' => true,
					'properties'           => array(
						'layout'                  => array( 'type' => 'string' ),
						'content_blocks_column_1' => $column,
						'content_blocks_column_2' => $column,
						'content_blocks_column_3' => $column,
					),
				),
			),
			'toc'          => array( 'type' => array( 'object', 'boolean', 'null' ) ),
			'social_share' => array( 'type' => 'boolean' ),
		),
	);
}

/**
 * A REST field stored in ACF when it is active, else in the plugin's own store (fields.php).
 *
 * @param string $kind    `post`, `term` or `user`.
 * @param string $section `extra_fields` or `content_block_rows`.
 * @param array  $schema  The field's schema.
 * @param string $cap     The capability needed to write (checked against the object's id).
 */
function hoefslag_stored_rest_field( string $kind, string $section, array $schema, string $cap ): array {
	return array(
		'schema'          => $schema,
		'get_callback'    => static function ( array $data ) use ( $kind, $section ) {
			$value = hoefslag_fields_answer( $kind, (int) $data['id'], $section );
			if ( null === $value && 'extra_fields' === $section ) {
				return new stdClass();
			}
			return $value ?? false;
		},
		'update_callback' => static function ( $value, $item, string $name, WP_REST_Request $request ) use ( $kind, $section, $cap ) {
			$id = (int) ( $item->ID ?? $item->term_id ?? 0 );
			if ( ! current_user_can( $cap, $id ) ) {
				return new WP_Error( 'rest_cannot_update', "Sorry, you are not allowed to edit {$name}.", array( 'status' => rest_authorization_required_code() ) );
			}
			return hoefslag_fields_write( $kind, $id, $section, hoefslag_raw_json_param( $request, $name, $value ), $name );
		},
	);
}

/**
 * Registers the fields.
 */
function hoefslag_register_rest_fields(): void {
	foreach ( hoefslag_content_types() as $type ) {
		register_rest_field( $type, 'extra_fields', hoefslag_stored_rest_field( 'post', 'extra_fields', hoefslag_extra_fields_schema(), 'edit_post' ) );
		register_rest_field( $type, 'content_block_rows', hoefslag_stored_rest_field( 'post', 'content_block_rows', hoefslag_rows_schema(), 'edit_post' ) );
	}
	$free = array(
		'type'                 => array( 'object', 'null' ),
		'context'              => array( 'view', 'edit', 'embed' ),
		'additionalProperties' => true,
	);
	register_rest_field( hoefslag_taxonomy_rest_types(), 'extra_fields', hoefslag_stored_rest_field( 'term', 'extra_fields', $free, 'edit_term' ) );
	register_rest_field( 'user', 'extra_fields', hoefslag_stored_rest_field( 'user', 'extra_fields', $free, 'edit_user' ) );
	register_rest_field(
		'page',
		'template_slug',
		array(
			'schema'       => array(
				'type'    => 'string',
				'context' => array( 'view', 'edit', 'embed' ),
			),
			'get_callback' => static fn( array $data ) => (string) preg_replace( '/\.php$/', '', (string) get_page_template_slug( (int) $data['id'] ) ),
		)
	);
}
add_action( 'rest_api_init', 'hoefslag_register_rest_fields' );
