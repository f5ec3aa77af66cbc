<?php
/**
 * Zoekinzichten (search insights): what visitors search on the site, for a chosen period — the most frequent queries,
 * those without results, and those whose results nobody opened — read from the site's authenticated route
 * `GET {site}/api/zoekinzichten?from=&to=` with the shared secret (`X-Hoefslag-Secret`, the build hook's secret), as
 * the publish status is read. From a row the editor adds a synonym (a new row in the general settings' search
 * synonyms) or pins a page for the query (a curation in `search_settings.curations`: that page ranks first for it).
 * Both are general settings: saving them asks for a build (webhook.php), and the search uses them from that build on.
 * The site counts anonymously (no address, no cookie) and shows a query only once it was searched three times.
 *
 * @package Hoefslag
 */

defined( 'ABSPATH' ) || exit;

/** The screen's slug and its form action. */
const HOEFSLAG_INSIGHTS_PAGE   = 'hoefslag-zoekinzichten';
const HOEFSLAG_INSIGHTS_ACTION = 'hoefslag_search_insights';
/** Who may use the screen: editors and administrators. */
const HOEFSLAG_INSIGHTS_CAP = 'edit_others_posts';

/**
 * The site's insights for the period, as its route answers them (five seconds at most).
 *
 * @param string $from First day, YYYY-MM-DD.
 * @param string $to   Last day, YYYY-MM-DD.
 * @return array|WP_Error
 */
function hoefslag_fetch_search_insights( string $from, string $to ) {
	$site = rtrim( (string) hoefslag_setting( 'hoefslag_site_url' ), '/' );
	if ( '' === $site ) {
		return new WP_Error( 'hoefslag_no_site', 'Het adres van de site is niet ingesteld (Instellingen → Hoefslag).' );
	}
	$url      = add_query_arg(
		array(
			'from' => $from,
			'to'   => $to,
		),
		$site . '/api/zoekinzichten'
	);
	$response = wp_remote_get(
		$url,
		array(
			'timeout' => 5,
			'headers' => array( 'X-Hoefslag-Secret' => (string) hoefslag_setting( 'hoefslag_build_hook_secret' ) ),
		)
	);
	if ( is_wp_error( $response ) ) {
		return new WP_Error( 'hoefslag_insights_unreachable', 'De site gaf geen zoekinzichten: ' . $response->get_error_message() );
	}
	$code = (int) wp_remote_retrieve_response_code( $response );
	$body = json_decode( (string) wp_remote_retrieve_body( $response ), true );
	if ( 200 !== $code || ! is_array( $body ) || ! isset( $body['top'] ) ) {
		$why = is_array( $body ) && isset( $body['error'] ) ? ': ' . (string) $body['error'] : '';
		return new WP_Error( 'hoefslag_insights_unknown', "De site gaf geen zoekinzichten (HTTP {$code}){$why}." );
	}
	return $body;
}

/**
 * The general settings' search settings as a plain array, read from the one store of the general settings
 * (options.php: ACF's options page when ACF is active, else the plugin's stored document); null when there are no
 * general settings yet.
 */
function hoefslag_search_settings_read(): ?array {
	$document = hoefslag_general_settings_document();
	if ( ! $document instanceof stdClass ) {
		return null;
	}
	$settings = json_decode( (string) wp_json_encode( $document->search_settings ?? new stdClass() ), true );
	return is_array( $settings ) ? $settings : array();
}

/**
 * Changes the search settings and saves the general settings through their one writer (options.php), which keeps the
 * version before and asks the site for a build.
 *
 * @param callable $change Takes the search settings (array) and returns them changed.
 * @return true|WP_Error
 */
function hoefslag_search_settings_change( callable $change ) {
	$document = hoefslag_general_settings_document();
	if ( ! $document instanceof stdClass ) {
		return new WP_Error( 'hoefslag_no_settings', 'Er zijn nog geen algemene instellingen om dit in te bewaren.' );
	}
	$current                   = hoefslag_search_settings_read() ?? array();
	$document->search_settings = json_decode( (string) wp_json_encode( $change( $current ) ), false );
	return hoefslag_write_general_settings( $document );
}

/**
 * Adds a synonym group: the query and the editor's words (comma-separated), as one new row of search synonyms.
 *
 * @param string $query The query (as the site normalized it).
 * @param string $words The words that mean the same.
 * @return true|WP_Error
 */
function hoefslag_add_search_synonym( string $query, string $words ) {
	$group = array_values( array_unique( array_filter( array_map( 'trim', array_merge( array( $query ), preg_split( '/[,;\n]+/', $words ) ) ) ) ) );
	if ( count( $group ) < 2 ) {
		return new WP_Error( 'hoefslag_synonym_empty', 'Vul minstens één woord in dat hetzelfde betekent.' );
	}
	return hoefslag_search_settings_change(
		static function ( array $settings ) use ( $group ): array {
			$rows                   = is_array( $settings['synonyms'] ?? null ) ? array_values( $settings['synonyms'] ) : array();
			$rows[]                 = array( 'words' => implode( ', ', $group ) );
			$settings['synonyms'] = $rows;
			return $settings;
		}
	);
}

/**
 * Pins a published page for a query: a curation row, first among the query's pins.
 *
 * @param string $query   The query.
 * @param int    $post_id The page (any published content item).
 * @return true|WP_Error
 */
function hoefslag_pin_search_result( string $query, int $post_id ) {
	$post = $post_id > 0 ? get_post( $post_id ) : null;
	if ( ! $post || 'publish' !== $post->post_status || ! in_array( $post->post_type, hoefslag_content_types(), true ) ) {
		return new WP_Error( 'hoefslag_pin_unknown', 'Kies een gepubliceerde pagina of een gepubliceerd artikel.' );
	}
	return hoefslag_search_settings_change(
		static function ( array $settings ) use ( $query, $post_id ): array {
			$rows = array_values(
				array_filter(
					is_array( $settings['curations'] ?? null ) ? $settings['curations'] : array(),
					static fn( $row ) => ! ( is_array( $row ) && (string) ( $row['query'] ?? '' ) === $query && (int) ( $row['post'] ?? 0 ) === $post_id )
				)
			);
			array_unshift(
				$rows,
				array(
					'query' => $query,
					'post'  => $post_id,
				)
			);
			$settings['curations'] = $rows;
			return $settings;
		}
	);
}

/**
 * The form's action (admin-post.php): adds a synonym or pins a page, then back to the screen with what happened.
 */
function hoefslag_search_insights_submit(): void {
	if ( ! current_user_can( HOEFSLAG_INSIGHTS_CAP ) ) {
		wp_die( esc_html__( 'Sorry, you are not allowed to do that.' ), '', array( 'response' => 403 ) );
	}
	check_admin_referer( HOEFSLAG_INSIGHTS_ACTION );
	$query  = sanitize_text_field( wp_unslash( $_POST['query'] ?? '' ) );
	$kind   = sanitize_key( wp_unslash( $_POST['kind'] ?? '' ) );
	$result = '' === $query ? new WP_Error( 'hoefslag_no_query', 'Geen zoekvraag.' ) : (
		'synonym' === $kind
			? hoefslag_add_search_synonym( $query, sanitize_text_field( wp_unslash( $_POST['words'] ?? '' ) ) )
			: hoefslag_pin_search_result( $query, absint( wp_unslash( $_POST['post_id'] ?? 0 ) ) ?: absint( wp_unslash( $_POST['post'] ?? 0 ) ) )
	);
	$back = add_query_arg(
		array(
			'page'            => HOEFSLAG_INSIGHTS_PAGE,
			'from'            => sanitize_text_field( wp_unslash( $_POST['from'] ?? '' ) ),
			'to'              => sanitize_text_field( wp_unslash( $_POST['to'] ?? '' ) ),
			'hoefslag_done'   => is_wp_error( $result ) ? 'error' : $kind,
			'hoefslag_reason' => is_wp_error( $result ) ? rawurlencode( $result->get_error_message() ) : false,
			'hoefslag_query'  => rawurlencode( $query ),
		),
		admin_url( 'admin.php' )
	);
	wp_safe_redirect( $back );
	exit;
}
add_action( 'admin_post_' . HOEFSLAG_INSIGHTS_ACTION, 'hoefslag_search_insights_submit' );

/**
 * A day from the screen's query string, or the default.
 *
 * @param string $name    `from` or `to`.
 * @param string $default YYYY-MM-DD.
 */
function hoefslag_insights_day( string $name, string $default ): string {
	$value = sanitize_text_field( wp_unslash( $_GET[ $name ] ?? '' ) ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a view, nothing is changed.
	return preg_match( '/^\d{4}-\d{2}-\d{2}$/', $value ) ? $value : $default;
}

/**
 * One row's actions: a synonym form and a pin form (the query's opened results to choose from, or a post id).
 *
 * @param array  $row  The row as the site answered it.
 * @param string $from The period's first day.
 * @param string $to   The period's last day.
 */
function hoefslag_insights_actions( array $row, string $from, string $to ): string {
	$query  = (string) ( $row['query'] ?? '' );
	$hidden = static function ( string $kind ) use ( $query, $from, $to ): string {
		return wp_nonce_field( HOEFSLAG_INSIGHTS_ACTION, '_wpnonce', true, false )
			. sprintf( '<input type="hidden" name="action" value="%s">', esc_attr( HOEFSLAG_INSIGHTS_ACTION ) )
			. sprintf( '<input type="hidden" name="kind" value="%s">', esc_attr( $kind ) )
			. sprintf( '<input type="hidden" name="query" value="%s">', esc_attr( $query ) )
			. sprintf( '<input type="hidden" name="from" value="%s"><input type="hidden" name="to" value="%s">', esc_attr( $from ), esc_attr( $to ) );
	};
	$action  = esc_url( admin_url( 'admin-post.php' ) );
	$options = '';
	foreach ( (array) ( $row['top_results'] ?? array() ) as $result ) {
		if ( is_array( $result ) && ! empty( $result['id'] ) ) {
			$options .= sprintf( '<option value="%d">%s</option>', (int) $result['id'], esc_html( (string) ( $result['title'] ?? $result['path'] ?? '' ) ) );
		}
	}
	$synonym = sprintf(
		'<form method="post" action="%s" class="hoefslag-insights-synonym">%s<label>%s <input type="text" name="words" class="regular-text" placeholder="%s"></label> <button class="button">%s</button></form>',
		$action,
		$hidden( 'synonym' ),
		esc_html__( 'Synoniem', 'hoefslag-headless' ),
		esc_attr__( 'woorden met dezelfde betekenis, met komma’s', 'hoefslag-headless' ),
		esc_html__( 'Synoniem toevoegen', 'hoefslag-headless' )
	);
	$pin = sprintf(
		'<form method="post" action="%s" class="hoefslag-insights-pin">%s%s<label>%s <input type="number" name="post_id" min="1" class="small-text"></label> <button class="button">%s</button></form>',
		$action,
		$hidden( 'pin' ),
		'' !== $options ? sprintf( '<label>%s <select name="post">%s</select></label> ', esc_html__( 'Geopende pagina', 'hoefslag-headless' ), $options ) : '',
		esc_html__( '(of) ID van een pagina', 'hoefslag-headless' ),
		esc_html__( 'Bovenaan zetten', 'hoefslag-headless' )
	);
	return $synonym . $pin;
}

/**
 * One table of the screen.
 *
 * @param string $id    The table's id.
 * @param string $title Its heading.
 * @param string $empty What it says without rows.
 * @param array  $rows  The rows.
 * @param string $from  The period's first day.
 * @param string $to    The period's last day.
 */
function hoefslag_insights_table( string $id, string $title, string $empty, array $rows, string $from, string $to ): void {
	printf( '<h2 id="%s-title">%s</h2>', esc_attr( $id ), esc_html( $title ) );
	if ( ! $rows ) {
		printf( '<p id="%s">%s</p>', esc_attr( $id ), esc_html( $empty ) );
		return;
	}
	printf( '<table id="%s" class="widefat striped" aria-labelledby="%s-title"><thead><tr>', esc_attr( $id ), esc_attr( $id ) );
	foreach ( array( 'Zoekvraag', 'Keer gezocht', 'Resultaten', 'Keer geopend', 'Meest geopend', 'Verbeteren' ) as $head ) {
		printf( '<th scope="col">%s</th>', esc_html( $head ) );
	}
	echo '</tr></thead><tbody>';
	foreach ( $rows as $row ) {
		if ( ! is_array( $row ) ) {
			continue;
		}
		$opened = array();
		foreach ( (array) ( $row['top_results'] ?? array() ) as $result ) {
			$opened[] = sprintf( '%s (%d)', (string) ( $result['title'] ?? $result['path'] ?? '' ), (int) ( $result['opened'] ?? 0 ) );
		}
		printf(
			'<tr data-query="%s"><th scope="row">%s</th><td>%d</td><td>%d</td><td>%d</td><td>%s</td><td>%s</td></tr>',
			esc_attr( (string) $row['query'] ),
			esc_html( (string) $row['query'] ),
			(int) ( $row['searches'] ?? 0 ),
			(int) ( $row['results'] ?? 0 ),
			(int) ( $row['opened'] ?? 0 ),
			esc_html( implode( ', ', $opened ) ),
			hoefslag_insights_actions( $row, $from, $to ) // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built escaped above.
		);
	}
	echo '</tbody></table>';
}

/**
 * The screen.
 */
function hoefslag_search_insights_screen(): void {
	if ( ! current_user_can( HOEFSLAG_INSIGHTS_CAP ) ) {
		return;
	}
	$today = wp_date( 'Y-m-d' );
	$to    = hoefslag_insights_day( 'to', $today );
	$from  = hoefslag_insights_day( 'from', wp_date( 'Y-m-d', strtotime( $to . ' -29 days' ) ) );
	echo '<div class="wrap hoefslag-insights"><h1>Zoekinzichten</h1>';
	// phpcs:disable WordPress.Security.NonceVerification.Recommended -- the outcome of the form just sent, shown only.
	$done = sanitize_key( wp_unslash( $_GET['hoefslag_done'] ?? '' ) );
	if ( '' !== $done ) {
		$query  = sanitize_text_field( wp_unslash( $_GET['hoefslag_query'] ?? '' ) );
		$reason = sanitize_text_field( wp_unslash( $_GET['hoefslag_reason'] ?? '' ) );
		$text   = match ( $done ) {
			'synonym' => "Synoniem voor „{$query}” toegevoegd. Het zoeken gebruikt het na de volgende build.",
			'pin'     => "Pagina voor „{$query}” bovenaan gezet. Het zoeken gebruikt het na de volgende build.",
			default   => "Niet gelukt: {$reason}",
		};
		printf( '<div class="notice %s is-dismissible hoefslag-insights-notice"><p>%s</p></div>', 'error' === $done ? 'notice-error' : 'notice-success', esc_html( $text ) );
	}
	// phpcs:enable WordPress.Security.NonceVerification.Recommended
	printf(
		'<form method="get" class="hoefslag-insights-period"><input type="hidden" name="page" value="%s"><label>Van <input type="date" name="from" value="%s"></label> <label>tot en met <input type="date" name="to" value="%s"></label> <button class="button">Tonen</button></form>',
		esc_attr( HOEFSLAG_INSIGHTS_PAGE ),
		esc_attr( $from ),
		esc_attr( $to )
	);
	$insights = hoefslag_fetch_search_insights( $from, $to );
	if ( is_wp_error( $insights ) ) {
		printf( '<div class="notice notice-error hoefslag-insights-error"><p>%s</p></div></div>', esc_html( $insights->get_error_message() ) );
		return;
	}
	printf(
		'<p class="description">%s</p>',
		esc_html(
			sprintf(
				'Anoniem geteld: per dag de zoekvraag, hoe vaak, het aantal resultaten en welk resultaat werd geopend — geen IP-adres, geen cookie, niets dat een bezoeker herkent; zoekvragen die op een e-mailadres, telefoonnummer, postcode met huisnummer of chipnummer lijken worden nooit bewaard. Een zoekvraag staat hier pas als hij minstens %d keer is gezocht. Bewaard: %d dagen.',
				(int) ( $insights['min_searches'] ?? 3 ),
				(int) ( $insights['retention_days'] ?? 0 )
			)
		)
	);
	hoefslag_insights_table( 'hoefslag-insights-top', 'Meest gezocht', 'Nog geen zoekvragen in deze periode.', (array) $insights['top'], $from, $to );
	hoefslag_insights_table( 'hoefslag-insights-no-results', 'Zonder resultaten', 'Geen zoekvragen zonder resultaten.', (array) ( $insights['no_results'] ?? array() ), $from, $to );
	hoefslag_insights_table( 'hoefslag-insights-not-opened', 'Resultaten nooit geopend', 'Bij elke zoekvraag werd een resultaat geopend.', (array) ( $insights['not_opened'] ?? array() ), $from, $to );
	echo '</div>';
}

add_action(
	'admin_menu',
	static function (): void {
		add_menu_page( 'Zoekinzichten', 'Zoekinzichten', HOEFSLAG_INSIGHTS_CAP, HOEFSLAG_INSIGHTS_PAGE, 'hoefslag_search_insights_screen', 'dashicons-search', 31 );
	}
);
