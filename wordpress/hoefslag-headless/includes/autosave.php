<?php
/**
 * "Preview changes" with the field data. Core's autosave (`POST /wp/v2/{type}/{id}/autosaves`) keeps the
 * title, content and excerpt only; the route already accepts and validates the contract's fields (`extra_fields`,
 * `content_block_rows`, and ACF's `acf` where ACF shows its fields in REST), but drops them. This file keeps them with
 * the autosave — in the autosave revision's own meta, or on the draft itself when WordPress autosaves a draft in place
 * — and answers them on the autosave (`GET …/autosaves`), falling back to the item's fields when the autosave has none
 * of its own. An edit of the fields alone (core: "nothing to save") still makes an autosave. The published item, its
 * lists and the build never read it: only the site's preview does (`functions/editor-preview.ts`).
 *
 * With ACF or SCF active the editor's fields are the field groups' form, which WordPress posts only on a full save: in
 * the classic editor, Preview posts the whole form and SCF saves it into the autosave revision itself; in the block
 * editor, assets/autosave-fields.js adds the form's values to the autosave request (`hoefslag_acf_form`, shaped as
 * SCF's own form post sends `acf`), and this file saves them into that autosave through ACF, as the form post would.
 *
 * @package Hoefslag
 */

defined( 'ABSPATH' ) || exit;

/** The request's field data for an autosave: section → value (as sent, `{}` kept as an object). */
function hoefslag_autosave_fields( WP_REST_Request $request ): array {
	$fields = array();
	$extra  = $request->has_param( 'extra_fields' ) ? 'extra_fields' : ( $request->has_param( 'acf' ) ? 'acf' : null );
	if ( null !== $extra ) {
		$fields['extra_fields'] = hoefslag_raw_json_param( $request, $extra, $request[ $extra ] );
	}
	if ( $request->has_param( 'content_block_rows' ) ) {
		$fields['content_block_rows'] = hoefslag_raw_json_param( $request, 'content_block_rows', $request['content_block_rows'] );
	}
	return $fields;
}

/**
 * The field groups' form values sent with a block-editor autosave (assets/autosave-fields.js): ACF field key → value,
 * as SCF's form post sends them in `acf`. Null without ACF/SCF or without the parameter.
 *
 * @param WP_REST_Request $request The request.
 */
function hoefslag_autosave_form_values( WP_REST_Request $request ): ?array {
	if ( ! hoefslag_acf_active() || ! function_exists( 'acf_save_post' ) || ! $request->has_param( 'hoefslag_acf_form' ) ) {
		return null;
	}
	$values = $request->get_param( 'hoefslag_acf_form' );
	return is_array( $values ) && array() !== $values ? $values : null;
}

/**
 * Refuses an autosave whose `hoefslag_acf_form` is no object of field values, before core saves anything.
 *
 * @param WP_REST_Response|WP_Error|mixed $response The answer so far (null).
 * @param array                           $handler  The route's handler.
 * @param WP_REST_Request                 $request  The request.
 * @return WP_REST_Response|WP_Error|mixed
 */
function hoefslag_autosave_check_form( $response, $handler, WP_REST_Request $request ) {
	unset( $handler );
	if ( 'POST' !== $request->get_method() || ! $request->has_param( 'hoefslag_acf_form' ) || ! preg_match( '#^/wp/v2/[^/]+/\d+/autosaves$#', $request->get_route() ) ) {
		return $response;
	}
	$values = $request->get_param( 'hoefslag_acf_form' );
	if ( ! is_array( $values ) || array_filter( array_keys( $values ), static fn( $key ) => ! is_string( $key ) || ! str_starts_with( $key, 'field_' ) ) ) {
		return new WP_Error(
			'rest_invalid_param',
			'hoefslag_acf_form moet een object zijn van ACF-veldsleutels (field_…) met hun waarden, zoals het formulier ze verstuurt.',
			array(
				'status' => 400,
				'params' => array( 'hoefslag_acf_form' => 'Geen object van field_…-sleutels.' ),
			)
		);
	}
	return $response;
}
add_filter( 'rest_request_before_callbacks', 'hoefslag_autosave_check_form', 10, 3 );

/**
 * The item an autosave route is about, when it is one of the contract's and the editor may edit it.
 *
 * @param WP_REST_Request $request The request.
 */
function hoefslag_autosave_parent( WP_REST_Request $request ): ?WP_Post {
	if ( ! preg_match( '#^/wp/v2/[^/]+/(\d+)/autosaves$#', $request->get_route(), $match ) ) {
		return null;
	}
	$post = get_post( (int) $match[1] );
	if ( ! $post instanceof WP_Post || ! in_array( $post->post_type, hoefslag_content_types(), true ) ) {
		return null;
	}
	return current_user_can( 'edit_post', $post->ID ) ? $post : null;
}

/**
 * A fields-only edit: core made no autosave ("nothing to save"), so make one with the item's own title, content and
 * excerpt, as core would have.
 *
 * @param WP_Post $post The item.
 * @return int The autosave's id, 0 on failure.
 */
function hoefslag_autosave_without_text_changes( WP_Post $post ): int {
	$previous = wp_get_post_autosave( $post->ID, get_current_user_id() );
	if ( $previous ) {
		return $previous->ID;
	}
	$id = _wp_put_post_revision( $post, true );
	return is_int( $id ) ? $id : 0;
}

/**
 * After core answered `POST …/autosaves`: keep the field data with the autosave and answer it.
 *
 * @param WP_REST_Response|WP_Error|mixed $response The answer.
 * @param array                           $handler  The route's handler.
 * @param WP_REST_Request                 $request  The request.
 * @return WP_REST_Response|WP_Error|mixed
 */
function hoefslag_autosave_keep_fields( $response, $handler, WP_REST_Request $request ) {
	unset( $handler );
	if ( 'POST' !== $request->get_method() ) {
		return $response;
	}
	$post = hoefslag_autosave_parent( $request );
	if ( ! $post ) {
		return $response;
	}
	$fields = hoefslag_autosave_fields( $request );
	$form   = hoefslag_autosave_form_values( $request );
	if ( ! $fields && null === $form ) {
		return $response;
	}
	if ( is_wp_error( $response ) ) {
		if ( 'rest_autosave_no_changes' !== $response->get_error_code() ) {
			return $response;
		}
		$autosave_id = hoefslag_autosave_without_text_changes( $post );
		if ( ! $autosave_id ) {
			return $response;
		}
		$controller = new WP_REST_Autosaves_Controller( $post->post_type );
		$request->set_param( 'context', 'edit' );
		$response = rest_ensure_response( $controller->prepare_item_for_response( get_post( $autosave_id ), $request ) );
	}
	if ( ! $response instanceof WP_REST_Response ) {
		return $response;
	}
	$data        = $response->get_data();
	$autosave_id = (int) ( $data['id'] ?? 0 );
	// The draft autosaved in place by its author is the item itself; else the autosave revision of this item.
	$target = $autosave_id === $post->ID ? $post->ID : ( wp_is_post_autosave( $autosave_id ) === $post->ID ? $autosave_id : 0 );
	if ( ! $target ) {
		return $response;
	}
	foreach ( $fields as $section => $value ) {
		hoefslag_store_set( 'post', $target, $section, $value );
	}
	if ( null !== $form ) {
		// As SCF's form post: slashed like `$_POST`, filtered for editors without `unfiltered_html`, `acf/save_post`.
		acf_save_post( $target, wp_slash( $form ) );
	}
	$answered = array(
		'id'     => $target,
		'parent' => $post->ID,
	);
	foreach ( array( 'extra_fields', 'content_block_rows' ) as $section ) {
		$data[ $section ] = hoefslag_autosave_field_answer( $answered, $section );
	}
	$response->set_data( $data );
	return $response;
}
add_filter( 'rest_request_after_callbacks', 'hoefslag_autosave_keep_fields', 10, 3 );

/**
 * The autosave's own field data, else the item's (an autosave that never carried fields changed none).
 *
 * @param array  $data    The revision as answered.
 * @param string $section `extra_fields` or `content_block_rows`.
 * @return mixed
 */
function hoefslag_autosave_field_answer( array $data, string $section ) {
	$own = hoefslag_fields_answer( 'post', (int) $data['id'], $section );
	if ( null === $own ) {
		$own = hoefslag_fields_answer( 'post', (int) ( $data['parent'] ?? 0 ), $section );
	}
	if ( null === $own && 'extra_fields' === $section ) {
		return new stdClass();
	}
	return $own ?? false;
}

/**
 * The fields on revisions and autosaves (`{type}-revision`, the object type of both controllers), read-only.
 */
function hoefslag_register_autosave_fields(): void {
	foreach ( hoefslag_content_types() as $type ) {
		foreach ( array( 'extra_fields', 'content_block_rows' ) as $section ) {
			register_rest_field(
				"{$type}-revision",
				$section,
				array(
					'schema'       => array(
						'type'    => array( 'object', 'array', 'boolean', 'null' ),
						'context' => array( 'view', 'edit', 'embed' ),
					),
					'get_callback' => static fn( array $data ) => hoefslag_autosave_field_answer( $data, $section ),
				)
			);
		}
	}
}
add_action( 'rest_api_init', 'hoefslag_register_autosave_fields' );

/**
 * The block editor's half of "Preview changes" with the field groups (assets/autosave-fields.js): on every content
 * type's edit screen while ACF or SCF is active.
 */
function hoefslag_enqueue_autosave_fields(): void {
	$screen = function_exists( 'get_current_screen' ) ? get_current_screen() : null;
	if ( ! hoefslag_acf_active() || ! $screen || ! in_array( $screen->post_type, hoefslag_content_types(), true ) ) {
		return;
	}
	wp_enqueue_script(
		'hoefslag-autosave-fields',
		plugins_url( 'assets/autosave-fields.js', __DIR__ ),
		array( 'wp-api-fetch', 'jquery' ),
		HOEFSLAG_HEADLESS_VERSION,
		true
	);
}
add_action( 'enqueue_block_editor_assets', 'hoefslag_enqueue_autosave_fields' );
