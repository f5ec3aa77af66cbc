<?php
/**
 * The general settings (the "Site-instellingen" options page) in one store. With ACF or Secure Custom Fields active
 * and the generated "Site-instellingen" field group loaded, the options page's values (ACF's `options` id) are the
 * only store: `POST /wp/v2/general-settings` writes them through `update_field()` in ACF's format and
 * `GET /wp/v2/general-settings` answers them, so the page shows exactly what REST wrote and a Save without changes
 * leaves the REST answer as it was. Without ACF the plugin's own JSON document (option `hoefslag_general_settings`)
 * is the store, as before. A document left in the plugin's store moves into ACF's options once (see
 * hoefslag_migrate_general_settings()).
 *
 * Every save (the page's Save button or REST) keeps the version before it: the last HOEFSLAG_OPTIONS_VERSIONS_KEPT
 * versions with time and user, restorable from the page's "Vorige versies" box or through
 * `POST /hoefslag/v1/general-settings/versions/{n}` (administrators). A restore is a save: it keeps the version it
 * replaces and asks for a build.
 *
 * @package Hoefslag
 */

defined( 'ABSPATH' ) || exit;

/** The plugin's own store of the general settings (one JSON document), used without ACF. */
const HOEFSLAG_GENERAL_SETTINGS = 'hoefslag_general_settings';
/** The kept previous versions (newest first). */
const HOEFSLAG_OPTIONS_VERSIONS = 'hoefslag_general_settings_versions';
/** How many previous versions are kept. */
const HOEFSLAG_OPTIONS_VERSIONS_KEPT = 10;
/** Members of the stored document that are not general settings (they have their own routes). */
const HOEFSLAG_NOT_GENERAL_SETTINGS = array( 'page_404', 'page_for_partners', 'redirects', 'popular_articles' );

/**
 * The options page's fields (the field groups located on it), by name; empty without ACF or without the group.
 *
 * @return array<string, array>
 */
function hoefslag_options_fields(): array {
	return hoefslag_acf_active() ? hoefslag_acf_section_fields( 'option', 0, 'extra_fields' ) : array();
}

/**
 * Whether the general settings live in ACF's options (ACF active and the options page's group loaded).
 */
function hoefslag_options_in_acf(): bool {
	return array() !== hoefslag_options_fields();
}

/**
 * The general settings as REST answers them (images expanded), or null when none are stored.
 */
function hoefslag_general_settings_answer(): ?stdClass {
	if ( hoefslag_options_in_acf() ) {
		$settings = hoefslag_acf_fields( 'options', 'extra_fields' );
	} else {
		$settings = hoefslag_expand_images( hoefslag_store_get( 'option', 0, HOEFSLAG_GENERAL_SETTINGS ) );
	}
	if ( ! $settings instanceof stdClass ) {
		return null;
	}
	foreach ( HOEFSLAG_NOT_GENERAL_SETTINGS as $not_a_setting ) {
		unset( $settings->{$not_a_setting} );
	}
	return array() === get_object_vars( $settings ) ? null : $settings;
}

/**
 * The general settings as they would be written back to restore them: the REST answer with ACF (which
 * acf-store.php reads back), the stored document itself without.
 */
function hoefslag_general_settings_document(): ?stdClass {
	if ( hoefslag_options_in_acf() ) {
		return hoefslag_general_settings_answer();
	}
	$stored = hoefslag_store_get( 'option', 0, HOEFSLAG_GENERAL_SETTINGS );
	return $stored instanceof stdClass ? $stored : null;
}

/**
 * Replaces the general settings with a document in the contract's shape: in ACF's options (every field of the page
 * set to the document's value, fields it leaves out emptied) or the plugin's store. Keeps the version it replaces.
 * Nothing is written unless the whole document can be stored.
 *
 * @param stdClass $settings The settings.
 * @return true|WP_Error A 400 naming the field ACF cannot store.
 */
function hoefslag_write_general_settings( stdClass $settings ) {
	$fields = hoefslag_options_fields();
	if ( array() === $fields ) {
		hoefslag_keep_options_version();
		hoefslag_store_set( 'option', 0, HOEFSLAG_GENERAL_SETTINGS, $settings );
		return true;
	}
	// The ACF store's writer (acf-store.php) checks the whole document against the page's fields first and writes
	// nothing when one is refused: the version is kept only when the write is accepted.
	$before = hoefslag_general_settings_document();
	// The writer fires acf/save_post like the form does; the version before is kept here, not by that hook.
	$GLOBALS['hoefslag_writing_general_settings'] = true;
	$result = hoefslag_acf_write( 'option', 0, 'extra_fields', $settings, 'general_settings' );
	$GLOBALS['hoefslag_writing_general_settings'] = false;
	if ( is_wp_error( $result ) ) {
		return $result;
	}
	if ( null !== $before ) {
		hoefslag_keep_version_document( $before );
	}
	hoefslag_request_build( 'general settings' );
	return true;
}

/**
 * The kept versions, newest first: `at` (UTC, ISO 8601), `user` (display name), `user_id` and `settings` (JSON).
 *
 * @return array<int, array{at: string, user: string, user_id: int, settings: string}>
 */
function hoefslag_options_versions(): array {
	$versions = get_option( HOEFSLAG_OPTIONS_VERSIONS, array() );
	return is_array( $versions ) ? array_values( $versions ) : array();
}

/**
 * Keeps the current general settings as a version (before they are replaced); nothing when there are none or the
 * newest kept version is the same.
 */
function hoefslag_keep_options_version(): void {
	$current = hoefslag_general_settings_document();
	if ( null !== $current ) {
		hoefslag_keep_version_document( $current );
	}
}

/**
 * Keeps one document as the newest version (unless the newest kept version is the same).
 *
 * @param stdClass $current The settings replaced.
 */
function hoefslag_keep_version_document( stdClass $current ): void {
	$json     = (string) wp_json_encode( $current, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES );
	$versions = hoefslag_options_versions();
	if ( $versions && $versions[0]['settings'] === $json ) {
		return;
	}
	$user = wp_get_current_user();
	array_unshift(
		$versions,
		array(
			'at'       => gmdate( 'Y-m-d\TH:i:s\Z' ),
			'user'     => $user->exists() ? (string) $user->display_name : '',
			'user_id'  => (int) $user->ID,
			'settings' => $json,
		)
	);
	update_option( HOEFSLAG_OPTIONS_VERSIONS, array_slice( $versions, 0, HOEFSLAG_OPTIONS_VERSIONS_KEPT ), false );
}

/**
 * Restores a kept version (0 is the newest): a save like any other, so the version it replaces is kept in turn and
 * a build is asked for.
 *
 * @param int $index The version.
 * @return true|WP_Error
 */
function hoefslag_restore_options_version( int $index ) {
	$versions = hoefslag_options_versions();
	if ( ! isset( $versions[ $index ] ) ) {
		return new WP_Error( 'rest_not_found', "No previous version {$index} of the general settings is kept.", array( 'status' => 404 ) );
	}
	$settings = json_decode( $versions[ $index ]['settings'], false );
	if ( ! $settings instanceof stdClass ) {
		return new WP_Error( 'rest_invalid_json', "Version {$index} of the general settings cannot be read.", array( 'status' => 500 ) );
	}
	$result = hoefslag_write_general_settings( $settings );
	if ( true === $result ) {
		hoefslag_request_build( 'general settings restored' );
	}
	return $result;
}

/**
 * A save on the options page keeps the version before it (ACF saves at priority 10; this runs first). A REST write
 * keeps its own (hoefslag_write_general_settings()), before the writer fires this hook after writing.
 *
 * @param int|string $post_id ACF's id of what is saved.
 */
function hoefslag_keep_options_version_on_save( $post_id ): void {
	if ( ( 'options' === $post_id || 'option' === $post_id ) && empty( $GLOBALS['hoefslag_writing_general_settings'] ) ) {
		hoefslag_keep_options_version();
	}
}
add_action( 'acf/save_post', 'hoefslag_keep_options_version_on_save', 5 );

/**
 * Moves a general-settings document left in the plugin's store into ACF's options, once ACF and the options page's
 * group are there. Safe to run twice: when ACF already has general settings (an editor saved the page), they are
 * kept and the plugin's document stays where it is (reported as `kept`); when both are the same, the plugin's copy
 * is removed. A moved document is also kept as a previous version.
 *
 * @return array{moved: bool, reason: string} What happened.
 */
function hoefslag_migrate_general_settings(): array {
	$document = hoefslag_store_get( 'option', 0, HOEFSLAG_GENERAL_SETTINGS );
	if ( ! $document instanceof stdClass ) {
		return array(
			'moved'  => false,
			'reason' => 'nothing in the plugin\'s store',
		);
	}
	if ( ! hoefslag_options_in_acf() ) {
		return array(
			'moved'  => false,
			'reason' => 'ACF or the "Site-instellingen" field group is not loaded',
		);
	}
	foreach ( HOEFSLAG_NOT_GENERAL_SETTINGS as $not_a_setting ) {
		unset( $document->{$not_a_setting} );
	}
	$in_acf = hoefslag_general_settings_answer();
	if ( null !== $in_acf ) {
		if ( wp_json_encode( $in_acf ) === wp_json_encode( hoefslag_expand_images( $document ) ) ) {
			delete_option( HOEFSLAG_GENERAL_SETTINGS );
			return array(
				'moved'  => false,
				'reason' => 'ACF already has the same general settings; the plugin\'s copy is removed',
			);
		}
		return array(
			'moved'  => false,
			'reason' => 'kept: ACF already has general settings saved on the options page, which are not overwritten',
		);
	}
	$result = hoefslag_write_general_settings( $document );
	if ( is_wp_error( $result ) ) {
		return array(
			'moved'  => false,
			'reason' => $result->get_error_message(),
		);
	}
	delete_option( HOEFSLAG_GENERAL_SETTINGS );
	return array(
		'moved'  => true,
		'reason' => 'moved into the "Site-instellingen" options page',
	);
}

/**
 * Runs the move when a document is waiting in the plugin's store and ACF can take it (after activation, or when ACF
 * is switched on later). A document ACF cannot take stays, and the attempt is not repeated on every request.
 */
function hoefslag_maybe_migrate_general_settings(): void {
	if ( '' === (string) get_option( HOEFSLAG_GENERAL_SETTINGS, '' ) || ! hoefslag_acf_active() ) {
		return;
	}
	$hash = md5( (string) get_option( HOEFSLAG_GENERAL_SETTINGS, '' ) );
	if ( get_option( 'hoefslag_general_settings_migration' ) === $hash ) {
		return;
	}
	$result = hoefslag_migrate_general_settings();
	if ( ! $result['moved'] && '' !== (string) get_option( HOEFSLAG_GENERAL_SETTINGS, '' ) ) {
		update_option( 'hoefslag_general_settings_migration', $hash, false );
		error_log( 'Hoefslag: general settings not moved into ACF: ' . $result['reason'] ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log
	}
}
add_action( 'wp_loaded', 'hoefslag_maybe_migrate_general_settings' );

/**
 * The "Vorige versies" box on the options page.
 */
function hoefslag_options_versions_box(): void {
	$versions = hoefslag_options_versions();
	if ( ! $versions ) {
		echo '<p>' . esc_html__( 'Nog geen eerdere versies: elke keer dat je opslaat, blijft de versie daarvoor hier bewaard.', 'hoefslag-headless' ) . '</p>';
		return;
	}
	echo '<ul class="hoefslag-options-versions">';
	foreach ( $versions as $index => $version ) {
		$url = wp_nonce_url( admin_url( 'admin-post.php?action=hoefslag_restore_options&version=' . $index ), 'hoefslag_restore_options_' . $index );
		printf(
			'<li data-version="%1$d">%2$s%3$s <a class="button button-small" href="%4$s" onclick="return confirm(\'%5$s\')">%6$s</a></li>',
			(int) $index,
			esc_html( wp_date( 'j-n-Y H:i', (int) strtotime( $version['at'] ) ) ),
			'' !== $version['user'] ? ' — ' . esc_html( $version['user'] ) : '',
			esc_url( $url ),
			esc_js( __( 'De huidige instellingen vervangen door deze versie? De huidige versie blijft bewaard.', 'hoefslag-headless' ) ),
			esc_html__( 'Terugzetten', 'hoefslag-headless' )
		);
	}
	echo '</ul>';
}

/**
 * Adds the box to the options page (ACF's options pages show meta boxes of the `acf_options_page` screen).
 */
function hoefslag_options_versions_meta_box(): void {
	global $plugin_page;
	if ( HOEFSLAG_OPTIONS_PAGE === $plugin_page && current_user_can( 'manage_options' ) ) {
		add_meta_box( 'hoefslag-options-versions', __( 'Vorige versies', 'hoefslag-headless' ), 'hoefslag_options_versions_box', 'acf_options_page', 'side', 'low' );
	}
}
add_action( 'acf/input/admin_head', 'hoefslag_options_versions_meta_box' );

/**
 * The box's "Terugzetten" link (a nonce'd GET, like core's "Restore This Revision").
 */
function hoefslag_restore_options_admin(): void {
	$index = isset( $_GET['version'] ) ? absint( $_GET['version'] ) : -1;
	if ( ! current_user_can( 'manage_options' ) ) {
		wp_die( esc_html__( 'Je mag de site-instellingen niet wijzigen.', 'hoefslag-headless' ), 403 );
	}
	check_admin_referer( 'hoefslag_restore_options_' . $index );
	$result = hoefslag_restore_options_version( $index );
	if ( is_wp_error( $result ) ) {
		wp_die( esc_html( $result->get_error_message() ), 400 );
	}
	wp_safe_redirect( admin_url( 'admin.php?page=' . HOEFSLAG_OPTIONS_PAGE . '&hoefslag_restored=1' ) );
	exit;
}
add_action( 'admin_post_hoefslag_restore_options', 'hoefslag_restore_options_admin' );

/**
 * The notice after a restore.
 */
function hoefslag_options_restored_notice(): void {
	global $plugin_page;
	if ( HOEFSLAG_OPTIONS_PAGE === $plugin_page && isset( $_GET['hoefslag_restored'] ) ) { // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- only shows a notice.
		echo '<div class="notice notice-success is-dismissible" id="hoefslag-options-restored"><p>' . esc_html__( 'De vorige versie van de site-instellingen is teruggezet.', 'hoefslag-headless' ) . '</p></div>';
	}
}
add_action( 'admin_notices', 'hoefslag_options_restored_notice' );

add_action(
	'rest_api_init',
	static function (): void {
		$admin = static fn() => current_user_can( 'manage_options' );
		register_rest_route(
			'hoefslag/v1',
			'/general-settings/versions',
			array(
				'methods'             => WP_REST_Server::READABLE,
				'permission_callback' => $admin,
				'callback'            => static fn() => rest_ensure_response(
					array_map(
						static fn( array $version, int $index ) => array(
							'version' => $index,
							'at'      => $version['at'],
							'user'    => $version['user'],
						),
						hoefslag_options_versions(),
						array_keys( hoefslag_options_versions() )
					)
				),
			)
		);
		register_rest_route(
			'hoefslag/v1',
			'/general-settings/versions/(?P<version>\d+)',
			array(
				'methods'             => WP_REST_Server::CREATABLE,
				'permission_callback' => $admin,
				'callback'            => static function ( WP_REST_Request $request ) {
					$result = hoefslag_restore_options_version( (int) $request['version'] );
					return is_wp_error( $result ) ? $result : rest_ensure_response( hoefslag_general_settings_answer() );
				},
			)
		);
	}
);
