<?php
/**
 * Moves content from the plugin's own JSON store into ACF's values, so that what was written before ACF (or SCF) was
 * active shows in the wp-admin forms and ACF is the one store (acf-store.php). It runs by itself when ACF is found
 * active for the first time (on the plugin's activation or when ACF is activated later), and on demand: Tools →
 * "Hoefslag: velden" and `POST /hoefslag/v1/field-migration` (administrators), which answer what was moved.
 *
 * Safe to run twice: an object whose section ACF already has values for is left as it is (what an editor saved in the
 * form wins) and its old copy kept; an object that moved loses its old copy, so a second run finds nothing to move. A
 * value ACF cannot hold is reported with the field and the object keeps its old copy (and REST keeps answering it).
 *
 * @package Hoefslag
 */

defined( 'ABSPATH' ) || exit;

/** Option that remembers whether ACF was active, to notice when it becomes active. */
const HOEFSLAG_ACF_SEEN_OPTION = 'hoefslag_acf_seen';

/**
 * What the plugin's own store still holds: `post`, `term` and `user` objects with sections, and menu items whose fields
 * are plain meta without ACF's field reference.
 *
 * @return array<int, array{0: string, 1: int, 2: string}> [kind, id, section] for each stored section.
 */
function hoefslag_field_migration_pending(): array {
	global $wpdb;
	$keys    = array_flip( HOEFSLAG_META_KEYS );
	$pending = array();
	foreach ( array(
		'post' => array( $wpdb->postmeta, 'post_id' ),
		'term' => array( $wpdb->termmeta, 'term_id' ),
		'user' => array( $wpdb->usermeta, 'user_id' ),
	) as $kind => [ $table, $column ] ) {
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- core table and column names.
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT {$column} AS id, meta_key AS k FROM {$table} WHERE meta_key IN (%s, %s) ORDER BY {$column}", ...array_values( HOEFSLAG_META_KEYS ) ) );
		foreach ( $rows as $row ) {
			$pending[] = array( $kind, (int) $row->id, $keys[ $row->k ] );
		}
	}
	$placeholders = implode( ', ', array_fill( 0, count( HOEFSLAG_MENU_ITEM_FIELDS ), '%s' ) );
	// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- placeholders only.
	$items = $wpdb->get_col( $wpdb->prepare( "SELECT DISTINCT m.post_id FROM {$wpdb->postmeta} m LEFT JOIN {$wpdb->postmeta} r ON r.post_id = m.post_id AND r.meta_key = CONCAT('_', m.meta_key) WHERE m.meta_key IN ({$placeholders}) AND m.meta_value <> '' AND r.meta_id IS NULL ORDER BY m.post_id", ...HOEFSLAG_MENU_ITEM_FIELDS ) );
	foreach ( $items as $id ) {
		$pending[] = array( 'menu_item', (int) $id, 'menu_item' );
	}
	return $pending;
}

/**
 * Moves what is pending into ACF.
 *
 * @return array{moved: array<string, int>, kept: string[], failed: string[], pending: int} What moved, by kind; the
 *         objects left as they were because ACF already had values; the objects that could not move, with why; what
 *         the plugin's store still holds afterwards.
 */
function hoefslag_fields_migrate(): array {
	$report = array(
		'moved'  => array(
			'post'      => 0,
			'term'      => 0,
			'user'      => 0,
			'menu_item' => 0,
		),
		'kept'   => array(),
		'failed' => array(),
	);
	if ( ! hoefslag_acf_active() ) {
		$report['pending'] = count( hoefslag_field_migration_pending() );
		return $report;
	}
	foreach ( hoefslag_field_migration_pending() as [ $kind, $id, $section ] ) {
		$name = "{$kind} {$id} {$section}";
		if ( 'menu_item' === $kind ) {
			$result = hoefslag_field_migration_menu_item( $id );
		} else {
			$acf = hoefslag_acf_fields( hoefslag_acf_object_id( $kind, $id ), $section );
			if ( null !== $acf && array() !== get_object_vars( $acf ) ) {
				$report['kept'][] = $name;
				continue;
			}
			$result = hoefslag_acf_write( $kind, $id, $section, hoefslag_store_get( $kind, $id, $section ) );
		}
		if ( is_wp_error( $result ) ) {
			$report['failed'][] = "{$name}: " . $result->get_error_message();
		} else {
			++$report['moved'][ $kind ];
		}
	}
	$report['pending'] = count( hoefslag_field_migration_pending() ) - count( $report['kept'] );
	return $report;
}

/**
 * A menu item's plain meta fields as ACF's values (an icon's URL becomes its media item).
 *
 * @param int $id Menu item id.
 * @return true|WP_Error
 */
function hoefslag_field_migration_menu_item( int $id ) {
	$fields = hoefslag_acf_section_fields( 'menu_item', $id, 'menu_item' );
	$values = array();
	foreach ( HOEFSLAG_MENU_ITEM_FIELDS as $name ) {
		$raw = get_post_meta( $id, $name, true );
		if ( ! isset( $fields[ $name ] ) || '' === $raw || acf_get_reference( $name, $id ) ) {
			continue;
		}
		$value = hoefslag_acf_input( $raw, $fields[ $name ], "menu item {$id} {$name}" );
		if ( is_wp_error( $value ) ) {
			return $value;
		}
		$values[ $fields[ $name ]['key'] ] = $value;
	}
	foreach ( $values as $key => $value ) {
		update_field( $key, $value, $id );
	}
	return true;
}

/**
 * Moves the content once when ACF is found active for the first time (plugin activation, ACF activated later).
 */
function hoefslag_field_migration_when_acf_appears(): void {
	$active = hoefslag_acf_active();
	if ( (bool) get_option( HOEFSLAG_ACF_SEEN_OPTION, false ) === $active ) {
		return;
	}
	update_option( HOEFSLAG_ACF_SEEN_OPTION, $active ? 1 : 0, true );
	if ( $active ) {
		update_option( 'hoefslag_field_migration_report', hoefslag_fields_migrate(), false );
	}
}
add_action( 'wp_loaded', 'hoefslag_field_migration_when_acf_appears' );

add_action(
	'rest_api_init',
	static function (): void {
		register_rest_route(
			'hoefslag/v1',
			'/field-migration',
			array(
				array(
					'methods'             => 'GET',
					'permission_callback' => static fn() => current_user_can( 'manage_options' ),
					'callback'            => static fn() => array(
						'acf_active' => hoefslag_acf_active(),
						'pending'    => count( hoefslag_field_migration_pending() ),
						'last'       => get_option( 'hoefslag_field_migration_report', null ),
					),
				),
				array(
					'methods'             => 'POST',
					'permission_callback' => static fn() => current_user_can( 'manage_options' ),
					'callback'            => static function () {
						if ( ! hoefslag_acf_active() ) {
							return new WP_Error( 'hoefslag_no_acf', 'ACF or Secure Custom Fields is not active: there is nothing to move the fields into.', array( 'status' => 409 ) );
						}
						$report = hoefslag_fields_migrate();
						update_option( 'hoefslag_field_migration_report', $report, false );
						return $report;
					},
				),
			)
		);
	}
);

/**
 * The report as a sentence an admin reads.
 *
 * @param array $report See hoefslag_fields_migrate().
 */
function hoefslag_field_migration_summary( array $report ): string {
	$moved = $report['moved'] ?? array();
	return sprintf(
		'Overgezet naar de velden: %1$d berichten/pagina’s, %2$d termen, %3$d gebruikers, %4$d menu-items. Overgeslagen omdat de velden al waarden hebben: %5$d. Mislukt: %6$d. Nog in de oude opslag: %7$d.',
		(int) ( $moved['post'] ?? 0 ),
		(int) ( $moved['term'] ?? 0 ),
		(int) ( $moved['user'] ?? 0 ),
		(int) ( $moved['menu_item'] ?? 0 ),
		count( $report['kept'] ?? array() ),
		count( $report['failed'] ?? array() ),
		(int) ( $report['pending'] ?? 0 )
	);
}

add_action(
	'admin_menu',
	static function (): void {
		add_management_page(
			'Hoefslag: velden',
			'Hoefslag: velden',
			'manage_options',
			'hoefslag-field-migration',
			static function (): void {
				$report = null;
				if ( isset( $_POST['hoefslag_migrate'] ) && check_admin_referer( 'hoefslag_field_migration' ) && hoefslag_acf_active() ) {
					$report = hoefslag_fields_migrate();
					update_option( 'hoefslag_field_migration_report', $report, false );
				}
				echo '<div class="wrap"><h1>Hoefslag: velden overzetten</h1>';
				echo '<p>Inhoud die via de REST API is geschreven voordat ACF of Secure Custom Fields actief was, staat in de eigen opslag van de plugin. Overzetten zet die in de velden, zodat de formulieren haar tonen. Velden die al een waarde hebben, worden niet overschreven; twee keer overzetten kan geen kwaad.</p>';
				if ( $report ) {
					printf( '<div class="notice notice-success" id="hoefslag-migration-report"><p>%s</p>', esc_html( hoefslag_field_migration_summary( $report ) ) );
					foreach ( $report['failed'] as $failed ) {
						printf( '<p><code>%s</code></p>', esc_html( $failed ) );
					}
					echo '</div>';
				}
				if ( ! hoefslag_acf_active() ) {
					printf( '<p>%s</p></div>', esc_html( HOEFSLAG_ACF_MISSING ) );
					return;
				}
				printf( '<p>Nog in de oude opslag: <strong id="hoefslag-migration-pending">%d</strong>.</p>', count( hoefslag_field_migration_pending() ) );
				echo '<form method="post">';
				wp_nonce_field( 'hoefslag_field_migration' );
				submit_button( 'Velden overzetten', 'primary', 'hoefslag_migrate' );
				echo '</form></div>';
			}
		);
	}
);
