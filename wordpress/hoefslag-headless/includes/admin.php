<?php
/**
 * Settings → Hoefslag: the plugin's settings on one screen (pages, lists, the site's address and the build hook).
 * A setting fixed in wp-config (its constant) is shown, not editable.
 *
 * @package Hoefslag
 */

defined( 'ABSPATH' ) || exit;

/**
 * One field of the screen.
 *
 * @param array $args `option`.
 */
function hoefslag_admin_field( array $args ): void {
	$option   = $args['option'];
	$constant = strtoupper( $option );
	$value    = hoefslag_setting( $option );
	if ( defined( $constant ) ) {
		printf( '<code>%s</code> <p class="description">%s</p>', esc_html( 'hoefslag_build_hook_secret' === $option ? '••••••' : (string) $value ), esc_html( "Vastgelegd in wp-config.php ({$constant})." ) );
		return;
	}
	$name = esc_attr( $option );
	if ( in_array( $option, array( 'hoefslag_page_404', 'hoefslag_page_for_partners' ), true ) ) {
		wp_dropdown_pages(
			array(
				'name'              => $name, // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped above.
				'selected'          => (int) $value,
				'show_option_none'  => '— Kies een pagina —',
				'option_none_value' => 0,
				'post_status'       => array( 'publish', 'private' ),
			)
		);
		return;
	}
	if ( 'hoefslag_redirects' === $option ) {
		$lines = array_map( static fn( $r ) => "{$r['from']} {$r['to']} {$r['statusCode']}", (array) $value );
		printf( '<textarea name="%s" rows="8" class="large-text code">%s</textarea><p class="description">Eén regel per redirect: <code>/oud-pad/ /nieuw-pad/ 301</code></p>', $name, esc_textarea( implode( "\n", $lines ) ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped above.
		return;
	}
	if ( 'hoefslag_popular_articles' === $option ) {
		printf( '<input name="%s" value="%s" class="regular-text"><p class="description">Ids van artikelen, in volgorde, gescheiden door komma\'s.</p>', $name, esc_attr( implode( ', ', (array) $value ) ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped above.
		return;
	}
	if ( 'hoefslag_build_hook_secret' === $option ) {
		hoefslag_admin_secret_field( '' !== (string) $value );
		return;
	}
	printf( '<input type="url" name="%s" value="%s" class="regular-text" autocomplete="off">', $name, esc_attr( (string) $value ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped above.
}

/**
 * The build hook's secret: never sent to the browser (decision 055). The field is always empty; left empty it keeps the
 * stored secret (settings.php), a new value replaces it, and "Geheim wissen" removes it.
 *
 * @param bool $stored Whether a secret is stored.
 */
function hoefslag_admin_secret_field( bool $stored ): void {
	printf(
		'<input type="password" name="hoefslag_build_hook_secret" value="" class="regular-text" autocomplete="new-password" placeholder="%s">',
		esc_attr( $stored ? 'Opgeslagen — laat leeg om te behouden' : 'Nog niet ingesteld' )
	);
	if ( $stored ) {
		printf( '<p><label><input type="checkbox" name="%s" value="1"> %s</label></p>', esc_attr( HOEFSLAG_SECRET_CLEAR ), esc_html( 'Geheim wissen (de build hook krijgt dan geen geheim meer mee)' ) );
	}
}

/**
 * Registers the screen and its fields.
 */
function hoefslag_admin_init(): void {
	add_settings_section( 'hoefslag_main', '', '__return_null', 'hoefslag' );
	$labels = array_map( static fn( $s ) => $s[1], hoefslag_settings() ) + array( 'hoefslag_build_hook_secret' => 'Geheim voor de build hook (header X-Hoefslag-Secret)' );
	foreach ( $labels as $option => $label ) {
		add_settings_field( $option, esc_html( $label ), 'hoefslag_admin_field', 'hoefslag', 'hoefslag_main', array( 'option' => $option ) );
	}
}
add_action( 'admin_init', 'hoefslag_admin_init' );

add_action(
	'admin_menu',
	static function (): void {
		add_options_page(
			'Hoefslag',
			'Hoefslag',
			'manage_options',
			'hoefslag',
			static function (): void {
				echo '<div class="wrap"><h1>Hoefslag</h1><form method="post" action="options.php">';
				settings_fields( 'hoefslag' );
				do_settings_sections( 'hoefslag' );
				submit_button();
				echo '</form></div>';
			}
		);
	}
);
