<?php
/**
 * The publish status where the editor works (decision 037): after Save/Update/Publish, whether the site has the change
 * — queued, building, live (time and link) or failed (reason and a link to the build report). WordPress asks the
 * site's build status (`GET` with the shared secret on the build hook URL, or on `HOEFSLAG_BUILD_STATUS_URL` /
 * the option `hoefslag_build_status_url`; with a Netlify build hook, which has no status, the deploy events the site
 * reports — build-events.php) on the server: the secret never reaches the browser. `GET /hoefslag/v1/publish-status?post={id}` answers the editor's
 * screens; the block editor shows it in the status panel (assets/publish-status.js), the list screens in a notice.
 *
 * @package Hoefslag
 */

defined( 'ABSPATH' ) || exit;

/**
 * The site's build status, as its build endpoint answers `GET` with the secret (server/build-hook.ts): the queue state
 * and the latest requests (`tickets`). With a Netlify build hook (or once the site's deploy events arrive) and no
 * status URL: the same, made from the deploy events (build-events.php). A WP_Error when there is no status URL or the
 * site does not answer it.
 *
 * @return array|WP_Error
 */
function hoefslag_fetch_build_status() {
	$url = (string) hoefslag_setting( 'hoefslag_build_status_url' );
	if ( '' === $url && hoefslag_build_status_from_events() ) {
		return hoefslag_events_build_status();
	}
	if ( '' === $url ) {
		$url = (string) hoefslag_setting( 'hoefslag_build_hook_url' );
	}
	if ( '' === $url ) {
		return new WP_Error( 'hoefslag_no_build_hook', 'Er is geen build hook ingesteld (Instellingen → Hoefslag).' );
	}
	$response = wp_remote_get(
		$url,
		array(
			'timeout' => 3,
			'headers' => array( 'X-Hoefslag-Secret' => (string) hoefslag_setting( 'hoefslag_build_hook_secret' ) ),
		)
	);
	if ( is_wp_error( $response ) ) {
		return new WP_Error( 'hoefslag_status_unreachable', 'De site gaf geen bouwstatus: ' . $response->get_error_message() );
	}
	$code = (int) wp_remote_retrieve_response_code( $response );
	$body = json_decode( (string) wp_remote_retrieve_body( $response ), true );
	if ( 200 !== $code || ! is_array( $body ) || ! isset( $body['state'] ) ) {
		return new WP_Error( 'hoefslag_status_unknown', "De site gaf geen bouwstatus (HTTP {$code})." );
	}
	return $body;
}

/**
 * The state of the site for one item's latest change, from the build status: the newest request that names the item
 * ("article 1002 changed") is carried by build n; n running → building; n waiting → queued; the last finished build
 * n or later → live or failed. Without such a request: the last build's outcome (`last`).
 *
 * @param array        $status The build status.
 * @param WP_Post|null $post   The item, or null for the site as a whole.
 * An item that is not published (draft, pending, scheduled, private, or unpublished) is never "live": its state is
 * `unpublished` once the builds are done.
 *
 * @return array{state: string, message: string, build?: int, at?: string, url?: string, report?: string, error?: string}
 */
function hoefslag_publish_state( array $status, ?WP_Post $post ): array {
	$build = 0;
	if ( $post ) {
		$prefix = "{$post->post_type} {$post->ID} ";
		foreach ( (array) ( $status['tickets'] ?? array() ) as $ticket ) {
			foreach ( (array) ( $ticket['reasons'] ?? array() ) as $reason ) {
				if ( str_starts_with( (string) $reason, $prefix ) ) {
					$build = (int) $ticket['build'];
					break 2;
				}
			}
		}
	}
	$running = (int) ( $status['running']['n'] ?? 0 );
	$last    = is_array( $status['last'] ?? null ) ? $status['last'] : null;
	$report  = hoefslag_site_url() . '/_build/report.html';
	if ( ! $post && $running ) {
		$build = $running;
	}
	if ( $build && $running && $build === $running ) {
		return array(
			'state'   => 'building',
			'build'   => $build,
			'message' => 'De site wordt bijgewerkt…',
		);
	}
	if ( $build && ( ! $last || (int) $last['n'] < $build ) ) {
		return array(
			'state'   => 'queued',
			'build'   => $build,
			'message' => 'In de wachtrij: de site wordt straks bijgewerkt.',
		);
	}
	if ( ! $last ) {
		return array(
			'state'   => 'unknown',
			'message' => 'De site is sinds de laatste start nog niet gebouwd.',
		);
	}
	$at = (string) ( $last['finishedAt'] ?? '' );
	if ( empty( $last['ok'] ) ) {
		return array(
			'state'   => 'failed',
			'build'   => (int) $last['n'],
			'at'      => $at,
			'error'   => (string) ( $last['error'] ?? '' ),
			'report'  => $report,
			'message' => 'Bijwerken van de site is mislukt: ' . (string) ( $last['error'] ?? 'onbekende fout' ),
		);
	}
	if ( $post && 'publish' !== $post->post_status ) {
		// Nothing of a draft, a pending, scheduled or private item is on the public site (an unpublished one no longer).
		$messages = array(
			'future'  => 'Ingepland voor ' . wp_date( 'j F Y H:i', (int) get_post_time( 'U', true, $post ) ) . ': dan komt het op de site.',
			'private' => 'Privé: alleen ingelogde redacteuren zien het op de site.',
		);
		return array(
			'state'   => 'unpublished',
			'build'   => (int) $last['n'],
			'message' => $messages[ $post->post_status ] ?? 'Publiceer het om het op de site te zetten.',
		);
	}
	$live = $post ? hoefslag_on_site( (string) get_permalink( $post ) ) : hoefslag_site_url() . '/';
	return array(
		'state'   => 'live',
		'build'   => (int) $last['n'],
		'at'      => $at,
		'url'     => $live,
		'message' => 'Live op de site.',
	);
}

add_action(
	'rest_api_init',
	static function (): void {
		register_rest_route(
			'hoefslag/v1',
			'/publish-status',
			array(
				'methods'             => 'GET',
				'args'                => array(
					'post' => array(
						'type'    => 'integer',
						'minimum' => 0,
						'default' => 0,
					),
				),
				'permission_callback' => static function ( WP_REST_Request $request ) {
					$id = (int) $request['post'];
					return $id ? current_user_can( 'edit_post', $id ) : current_user_can( 'edit_posts' );
				},
				'callback'            => static function ( WP_REST_Request $request ) {
					$id   = (int) $request['post'];
					$post = $id ? get_post( $id ) : null;
					if ( $id && ! $post instanceof WP_Post ) {
						return new WP_Error( 'rest_post_invalid_id', 'Onbekend bericht.', array( 'status' => 404 ) );
					}
					$status = hoefslag_fetch_build_status();
					if ( is_wp_error( $status ) ) {
						return rest_ensure_response(
							array(
								'state'   => 'unknown',
								'message' => $status->get_error_message(),
							)
						);
					}
					$answer = hoefslag_publish_state( $status, $post );
					$answer['site_url'] = hoefslag_site_url();
					return rest_ensure_response( $answer );
				},
			)
		);
	}
);

add_action(
	'enqueue_block_editor_assets',
	static function (): void {
		wp_enqueue_script(
			'hoefslag-publish-status',
			plugins_url( 'assets/publish-status.js', __DIR__ ),
			array( 'wp-plugins', 'wp-edit-post', 'wp-element', 'wp-data', 'wp-api-fetch' ),
			HOEFSLAG_HEADLESS_VERSION,
			true
		);
	}
);

/**
 * The list screens (Posts, Pages, every content type): a notice with the site's state after the last change, so a
 * failed build tells the editor in wp-admin.
 */
function hoefslag_publish_status_notice(): void {
	$screen = get_current_screen();
	if ( ! $screen || 'edit' !== $screen->base || ! in_array( $screen->post_type, hoefslag_content_types(), true ) || ! current_user_can( 'edit_posts' ) ) {
		return;
	}
	$status = hoefslag_fetch_build_status();
	if ( is_wp_error( $status ) ) {
		return;
	}
	$state = hoefslag_publish_state( $status, null );
	$class = array(
		'failed'   => 'notice-error',
		'building' => 'notice-info',
		'queued'   => 'notice-info',
		'live'     => 'notice-success',
	)[ $state['state'] ] ?? 'notice-info';
	$link  = 'failed' === $state['state'] ? sprintf( ' <a href="%s" target="_blank" rel="noopener">Bouwrapport</a>', esc_url( (string) $state['report'] ) ) : '';
	$when  = isset( $state['at'] ) && '' !== $state['at'] ? ' (' . esc_html( wp_date( 'j F Y H:i', (int) strtotime( $state['at'] ) ) ) . ')' : '';
	printf( '<div class="notice %s hoefslag-publish-status"><p><strong>Site:</strong> %s%s%s</p></div>', esc_attr( $class ), esc_html( $state['message'] ), $when, $link ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped above.
}
add_action( 'admin_notices', 'hoefslag_publish_status_notice' );
