<?php
/**
 * The plugin's options: the pages and lists the site reads (404 page, partners page, popular articles, redirects),
 * where the site lives (preview links) and the build hook. All are registered settings, so an administrator can set
 * them on the settings screen or through `/wp/v2/settings`.
 *
 * @package Hoefslag
 */

defined( 'ABSPATH' ) || exit;

/**
 * The plugin's registered settings: option => [ schema, label ].
 *
 * @return array<string, array{0: array, 1: string}>
 */
function hoefslag_settings(): array {
	$page = array(
		'type'    => 'integer',
		'minimum' => 0,
	);
	return array(
		'hoefslag_page_404'           => array( $page, '404-pagina' ),
		'hoefslag_page_for_partners'  => array( $page, 'Partnerpagina' ),
		'hoefslag_popular_articles'   => array(
			array(
				'type'  => 'array',
				'items' => array(
					'type'    => 'integer',
					'minimum' => 1,
				),
			),
			'Populaire artikelen (ids, in volgorde)',
		),
		'hoefslag_redirects'          => array(
			array(
				'type'  => 'array',
				'items' => array(
					'type'                 => 'object',
					'additionalProperties' => false,
					'required'             => array( 'from', 'to' ),
					'properties'           => array(
						'from'       => array(
							'type'      => 'string',
							'minLength' => 1,
						),
						'to'         => array(
							'type'      => 'string',
							'minLength' => 1,
						),
						'statusCode' => array(
							'type' => 'integer',
							'enum' => array( 301, 302, 307, 308, 410 ),
						),
					),
				),
			),
			'Redirects',
		),
		'hoefslag_site_url'           => array(
			array(
				'type'   => 'string',
				'format' => 'uri',
			),
			'Adres van de site (voor de voorbeeldknop)',
		),
		'hoefslag_build_hook_url'     => array(
			array(
				'type'   => 'string',
				'format' => 'uri',
			),
			'Build hook (URL)',
		),
	);
}

/**
 * Registers the settings (the build hook's secret is not shown over REST: it lives in wp-config or the option only).
 */
function hoefslag_register_settings(): void {
	foreach ( hoefslag_settings() as $option => [ $schema, $label ] ) {
		$default = 'array' === $schema['type'] ? array() : ( 'integer' === $schema['type'] ? 0 : '' );
		register_setting(
			'hoefslag',
			$option,
			array(
				'type'         => $schema['type'],
				'description'  => $label,
				'default'      => $default,
				'show_in_rest' => array( 'schema' => $schema ),
				'sanitize_callback' => hoefslag_setting_sanitizer( $option ),
			)
		);
	}
	register_setting(
		'hoefslag',
		'hoefslag_build_hook_secret',
		array(
			'type'        => 'string',
			'description'       => 'Gedeeld geheim voor de build hook',
			'default'           => '',
			'sanitize_callback' => 'hoefslag_sanitize_hook_secret',
		)
	);
}

/** The settings screen's checkbox that removes the stored build hook secret. */
const HOEFSLAG_SECRET_CLEAR = 'hoefslag_build_hook_secret_clear';

/**
 * The build hook's secret as saved. The settings screen never shows the stored secret (admin.php), so its empty field
 * keeps it: only "Geheim wissen" removes it there. Set from code (`update_option`), the value is taken as given.
 *
 * @param mixed $value The value sent.
 */
function hoefslag_sanitize_hook_secret( $value ): string {
	$value = sanitize_text_field( (string) $value );
	// options.php checked the screen's nonce before any option is sanitized.
	$screen = isset( $_POST['option_page'] ) && 'hoefslag' === $_POST['option_page']; // phpcs:ignore WordPress.Security.NonceVerification.Missing
	if ( '' !== $value || ! $screen || ! empty( $_POST[ HOEFSLAG_SECRET_CLEAR ] ) ) { // phpcs:ignore WordPress.Security.NonceVerification.Missing
		return $value;
	}
	return (string) get_option( 'hoefslag_build_hook_secret', '' );
}
add_action( 'init', 'hoefslag_register_settings' );

/**
 * How a setting's value is cleaned: the admin screen sends text (ids separated by commas, one redirect per line), the
 * REST API sends the typed value.
 *
 * @param string $option The option.
 */
function hoefslag_setting_sanitizer( string $option ): callable {
	return match ( $option ) {
		'hoefslag_popular_articles' => static fn( $value ) => array_values( array_filter( wp_parse_id_list( $value ) ) ),
		'hoefslag_redirects'        => 'hoefslag_sanitize_redirects',
		'hoefslag_page_404', 'hoefslag_page_for_partners' => 'absint',
		default                     => static fn( $value ) => esc_url_raw( (string) $value ),
	};
}

/**
 * Redirect rules from the REST API (a list of objects) or the admin screen (lines `from to [status]`).
 *
 * @param mixed $value The value.
 */
function hoefslag_sanitize_redirects( $value ): array {
	if ( is_string( $value ) ) {
		$lines = array_filter( array_map( 'trim', explode( "\n", $value ) ) );
		$value = array_map(
			static function ( string $line ): array {
				$parts = preg_split( '/\s+/', $line );
				return array(
					'from'       => $parts[0] ?? '',
					'to'         => $parts[1] ?? '',
					'statusCode' => (int) ( $parts[2] ?? 301 ),
				);
			},
			$lines
		);
	}
	$rules = array();
	foreach ( (array) $value as $rule ) {
		$rule = (array) $rule;
		if ( '' !== (string) ( $rule['from'] ?? '' ) && '' !== (string) ( $rule['to'] ?? '' ) ) {
			$status  = (int) ( $rule['statusCode'] ?? 301 );
			$rules[] = array(
				'from'       => sanitize_text_field( (string) $rule['from'] ),
				'to'         => sanitize_text_field( (string) $rule['to'] ),
				'statusCode' => in_array( $status, array( 301, 302, 307, 308, 410 ), true ) ? $status : 301,
			);
		}
	}
	return $rules;
}

/**
 * A setting: the wp-config constant of the same name (upper case) wins over the option.
 *
 * @param string $option The option name, e.g. `hoefslag_site_url` (constant `HOEFSLAG_SITE_URL`).
 * @return mixed
 */
function hoefslag_setting( string $option ) {
	$constant = strtoupper( $option );
	return defined( $constant ) ? constant( $constant ) : get_option( $option );
}
