<?php
/**
 * The `form` of a `gravity_form` block: the reduced Gravity Forms definition of the contract (section 12), so the
 * build needs no authenticated Gravity Forms call. Used when ACF is the field store and Gravity Forms is active
 * (without ACF the block's `form` is stored with the block).
 *
 * @package Hoefslag
 */

defined( 'ABSPATH' ) || exit;

/**
 * A Gravity Forms form in the contract's shape, or false when it does not exist.
 *
 * @param int $form_id The form.
 * @return array|false
 */
function hoefslag_gravity_form( int $form_id ) {
	if ( ! class_exists( 'GFAPI' ) ) {
		return false;
	}
	$form = GFAPI::get_form( $form_id );
	if ( ! is_array( $form ) ) {
		return false;
	}
	$confirmation = '';
	foreach ( (array) ( $form['confirmations'] ?? array() ) as $candidate ) {
		if ( ! empty( $candidate['isDefault'] ) ) {
			$confirmation = (string) ( $candidate['message'] ?? '' );
		}
	}
	$fields = array();
	foreach ( (array) ( $form['fields'] ?? array() ) as $field ) {
		$field    = (array) $field;
		$shaped   = array(
			'id'          => (int) $field['id'],
			'type'        => (string) $field['type'],
			'label'       => (string) ( $field['label'] ?? '' ),
			'isRequired'  => (bool) ( $field['isRequired'] ?? false ),
			'placeholder' => (string) ( $field['placeholder'] ?? '' ),
			'description' => (string) ( $field['description'] ?? '' ),
			'choices'     => array_map(
				static fn( $c ) => array(
					'text'  => (string) ( $c['text'] ?? '' ),
					'value' => (string) ( $c['value'] ?? '' ),
				),
				is_array( $field['choices'] ?? null ) ? $field['choices'] : array()
			),
		);
		if ( (int) ( $field['maxLength'] ?? 0 ) > 0 ) {
			$shaped['maxLength'] = (int) $field['maxLength'];
		}
		$fields[] = $shaped;
	}
	return array(
		'id'                   => (int) $form['id'],
		'title'                => (string) $form['title'],
		'description'          => (string) ( $form['description'] ?? '' ),
		'fields'               => $fields,
		'button'               => array( 'text' => (string) ( $form['button']['text'] ?? 'Verzenden' ) ),
		'confirmation_message' => $confirmation,
	);
}
