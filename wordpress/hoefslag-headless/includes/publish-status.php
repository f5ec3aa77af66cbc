<?php
/**
 * The publish status where the editor works (decisions 037 and 055): after Save/Update/Publish, whether the site has
 * the change — queued, building, live (time and link) or failed (reason and a link to the build report), judged by the
 * build that carried that change. WordPress asks the site's build status (`GET` with the shared secret on the build
 * hook URL, or on `HOEFSLAG_BUILD_STATUS_URL` / the option `hoefslag_build_status_url`; with a Netlify build hook,
 * which has no status, the deploy events the site reports — build-events.php) on the server (build-status.php): the
 * secret never reaches the browser. `GET /hoefslag/v1/publish-status?post={id}` answers the editor's screens; the
 * block editor shows it in the status panel (assets/publish-status.js), the list screens in a notice. Both also show what
 * the build warns the editors of (decision 059): content of the item that disappeared since the previous build
 * ("Inhoud verdwenen: …"), links to pages that are not public; the list screens every such warning of the last build.
 *
 * A publish goes live in two phases (decision 067, sitebuild/publish/queue.ts): a build renders the pages the edit
 * reaches directly and goes live (phase 1, the state above); the remaining pages whose inputs changed (lists of the
 * newest items on thousands of pages) follow in the background (phase 2, the status' `ripple`). A live item then says
 * how far phase 2 is, or that it failed and those pages still show the previous version.
 *
 * @package Hoefslag
 */

defined( 'ABSPATH' ) || exit;

/**
 * The build that carries an item's latest change: the newest request that names it ("article 1002 changed"), or 0.
 *
 * @param array   $status The build status.
 * @param WP_Post $post   The item.
 */
function hoefslag_build_of_item( array $status, WP_Post $post ): int {
	$prefix = "{$post->post_type} {$post->ID} ";
	foreach ( (array) ( $status['tickets'] ?? array() ) as $ticket ) {
		foreach ( (array) ( $ticket['reasons'] ?? array() ) as $reason ) {
			if ( str_starts_with( (string) $reason, $prefix ) ) {
				return (int) $ticket['build'];
			}
		}
	}
	return 0;
}

/**
 * What the builds that carry an item's latest change (build n and later, or every kept build when no request names
 * it) warn the editors of about that item: the messages, oldest build first, each once.
 *
 * @param array<int, array{warnings: array}> $outcomes The finished builds (hoefslag_build_outcomes).
 * @param int                                $build    The build that carried the item's change, or 0.
 * @param WP_Post                            $post     The item.
 * @return string[]
 */
function hoefslag_item_warnings( array $outcomes, int $build, WP_Post $post ): array {
	$messages = array();
	foreach ( $outcomes as $n => $outcome ) {
		if ( $n < $build ) {
			continue;
		}
		foreach ( $outcome['warnings'] ?? array() as $warning ) {
			if ( (int) $warning['id'] === $post->ID ) {
				$messages[] = $warning['message'];
			}
		}
	}
	return array_values( array_unique( $messages ) );
}

/**
 * Phase 2 of the latest publish (the status' `ripple`), as far as the answer can be trusted: `state` running, waiting
 * or failed, with the pages done and to do (numbers, never negative) and the build whose phase 2 it is (0 when not
 * told); a failed one with its reason. Null when every page is up to date, or when `ripple` is not such an answer
 * (the site's answer is read as untrusted input: anything else is ignored, never a warning).
 *
 * @param array $status The build status.
 * @return array{state: string, build: int, done: int, total: int, error?: string}|null
 */
function hoefslag_ripple( array $status ): ?array {
	$ripple = $status['ripple'] ?? null;
	if ( ! is_array( $ripple ) || ! in_array( $ripple['state'] ?? null, array( 'running', 'waiting', 'failed' ), true ) ) {
		return null;
	}
	$count = static fn( $value ): ?int => is_numeric( $value ) ? max( 0, (int) $value ) : null;
	$done  = $count( $ripple['done'] ?? null );
	$total = $count( $ripple['total'] ?? null );
	if ( 'failed' !== $ripple['state'] && ( null === $done || null === $total ) ) {
		// Progress that is not two numbers: not an answer to show.
		return null;
	}
	$kept = array(
		'state' => $ripple['state'],
		'build' => (int) $count( $ripple['build'] ?? null ),
		'done'  => (int) $done,
		'total' => (int) $total,
	);
	if ( 'failed' === $ripple['state'] ) {
		$kept['error'] = is_string( $ripple['error'] ?? null ) ? sanitize_text_field( $ripple['error'] ) : '';
	}
	return $kept;
}

/**
 * Whether phase 2 (hoefslag_ripple) still concerns a change that went live in build `$n`: it is phase 2 of that build
 * or of a later one (which takes over the pages an earlier one left), and no phase 2 of build `$n` or later has
 * finished since (the status' `lastRipple`; phases 2 finish in build order).
 *
 * @param array $status The build status.
 * @param array $ripple Phase 2 (hoefslag_ripple).
 * @param int   $n      The build the change went live in.
 */
function hoefslag_ripple_concerns( array $status, array $ripple, int $n ): bool {
	$finished = is_array( $status['lastRipple'] ?? null ) && is_numeric( $status['lastRipple']['build'] ?? null ) ? (int) $status['lastRipple']['build'] : 0;
	return ( 0 === $ripple['build'] || $ripple['build'] >= $n ) && $finished < $n;
}

/**
 * The live message with phase 2 (hoefslag_ripple): how many of the remaining pages are up to date, in Dutch
 * notation ("6.200 van 11.000"), or that updating them failed and they still show the previous version.
 *
 * @param array $ripple Phase 2 (hoefslag_ripple).
 */
function hoefslag_ripple_message( array $ripple ): string {
	if ( 'failed' === $ripple['state'] ) {
		$error = '' !== ( $ripple['error'] ?? '' ) ? $ripple['error'] : 'onbekende fout';
		return "Live op de site. Bijwerken van overige pagina's is mislukt: {$error}; die pagina's tonen nog de vorige versie.";
	}
	// Thousands with a dot whatever the WordPress locale (number_format_i18n gives "6,200" in English).
	return sprintf(
		"Live op de site. Bijwerken van overige pagina's: %s van %s.",
		number_format( $ripple['done'], 0, ',', '.' ),
		number_format( $ripple['total'], 0, ',', '.' )
	);
}

/**
 * The state of the site for one item's latest change (decision 055). The item is judged by the build that carried its
 * change (build n, hoefslag_build_of_item) and the builds after it, which carry it too (each build reads everything the
 * CMS has then): live once one of them went well (the first such, its time); else building while one of them runs;
 * else failed (the first that failed, its reason and the build report); else queued. Builds before n, and how any
 * other item's build went, do not count. An item no kept request names changed before every build the status knows
 * of: it is on the site. For the site as a whole (`$post` null): the running build, else how the last one went.
 *
 * An item that is not published (draft, pending, scheduled, private, or unpublished) is never "live": its state is
 * `unpublished` once the builds are done.
 *
 * A live state carries phase 2 (`ripple`: state, done, total; hoefslag_ripple) while it is still to finish, and its
 * message says how far it is (hoefslag_ripple_message): for the site, whenever there is one; for an item, when its
 * change went live in a build a kept request names and that phase 2 still concerns it (hoefslag_ripple_concerns).
 * An item no kept request names changed long before: its pages are up to date.
 *
 * @param array        $status The build status.
 * @param WP_Post|null $post   The item, or null for the site as a whole.
 *
 * What the builds warn the editors of (decision 059) comes with the state as `warnings` (messages): for an item, its
 * own (hoefslag_item_warnings); for the site, every warning of the last build.
 *
 * @return array{state: string, message: string, build?: int, at?: string, url?: string, report?: string, error?: string, ripple?: array, warnings?: string[]}
 */
function hoefslag_publish_state( array $status, ?WP_Post $post ): array {
	$state    = hoefslag_publish_state_only( $status, $post );
	$outcomes = hoefslag_build_outcomes( $status );
	if ( $post ) {
		$warnings = hoefslag_item_warnings( $outcomes, hoefslag_build_of_item( $status, $post ), $post );
	} else {
		$last     = $outcomes ? $outcomes[ array_key_last( $outcomes ) ] : array();
		$warnings = array_values( array_unique( array_column( $last['warnings'] ?? array(), 'message' ) ) );
	}
	return $warnings ? $state + array( 'warnings' => $warnings ) : $state;
}

/**
 * The state alone, without the warnings (hoefslag_publish_state).
 *
 * @param array        $status The build status.
 * @param WP_Post|null $post   The item, or null for the site as a whole.
 * @return array{state: string, message: string, build?: int, at?: string, url?: string, report?: string, error?: string, ripple?: array}
 */
function hoefslag_publish_state_only( array $status, ?WP_Post $post ): array {
	$running  = (int) ( $status['running']['n'] ?? 0 );
	$outcomes = hoefslag_build_outcomes( $status );
	$build    = $post ? hoefslag_build_of_item( $status, $post ) : 0;
	$building = array(
		'state'   => 'building',
		'build'   => $running,
		'message' => 'De site wordt bijgewerkt…',
	);
	if ( ! $post && $running ) {
		return $building;
	}
	if ( ! $outcomes && ! $build ) {
		return array(
			'state'   => 'unknown',
			'message' => 'De site is sinds de laatste start nog niet gebouwd.',
		);
	}
	if ( $build ) {
		$later   = array_filter( $outcomes, static fn( int $n ) => $n >= $build, ARRAY_FILTER_USE_KEY );
		$carried = array_filter( $later, static fn( array $o ) => $o['ok'] );
		if ( ! $carried && $running >= $build ) {
			return $building;
		}
		if ( ! $later ) {
			return array(
				'state'   => 'queued',
				'build'   => $build,
				'message' => 'In de wachtrij: de site wordt straks bijgewerkt.',
			);
		}
		$n    = (int) array_key_first( $carried ? $carried : $later );
		$done = $outcomes[ $n ];
	} else {
		$n    = (int) array_key_last( $outcomes );
		$done = $outcomes[ $n ];
		if ( $post && ! $done['ok'] ) {
			// Another item's build failed; this item's change is older than every build known here.
			$done = array(
				'ok'    => true,
				'at'    => '',
				'error' => '',
			);
		}
	}
	if ( ! $done['ok'] ) {
		return array(
			'state'   => 'failed',
			'build'   => $n,
			'at'      => $done['at'],
			'error'   => $done['error'],
			'report'  => hoefslag_site_url() . '/_build/report.html',
			'message' => 'Bijwerken van de site is mislukt: ' . ( '' !== $done['error'] ? $done['error'] : 'onbekende fout' ),
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
			'build'   => $n,
			'message' => $messages[ $post->post_status ] ?? 'Publiceer het om het op de site te zetten.',
		);
	}
	$live = array(
		'state'   => 'live',
		'build'   => $n,
		'url'     => $post ? hoefslag_on_site( (string) get_permalink( $post ) ) : hoefslag_site_url() . '/',
		'message' => 'Live op de site.',
	);
	$ripple = hoefslag_ripple( $status );
	if ( $ripple && ( ! $post || ( $build && hoefslag_ripple_concerns( $status, $ripple, $n ) ) ) ) {
		$live['message'] = hoefslag_ripple_message( $ripple );
		$live['ripple']  = array_diff_key( $ripple, array( 'build' => true ) );
	}
	return '' !== $done['at'] ? $live + array( 'at' => $done['at'] ) : $live;
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
	$status = hoefslag_fetch_build_status( false );
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
	if ( 'failed' === ( $state['ripple']['state'] ?? '' ) ) {
		// Live, but part of the site still shows the previous version.
		$class = 'notice-warning';
	}
	$link  = 'failed' === $state['state'] ? sprintf( ' <a href="%s" target="_blank" rel="noopener">Bouwrapport</a>', esc_url( (string) $state['report'] ) ) : '';
	$when  = isset( $state['at'] ) && '' !== $state['at'] ? ' (' . esc_html( wp_date( 'j F Y H:i', (int) strtotime( $state['at'] ) ) ) . ')' : '';
	printf( '<div class="notice %s hoefslag-publish-status"><p><strong>Site:</strong> %s%s%s</p></div>', esc_attr( $class ), esc_html( $state['message'] ), $when, $link ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped above.
	if ( ! empty( $state['warnings'] ) ) {
		$items = implode( '', array_map( static fn( string $m ) => '<li>' . esc_html( $m ) . '</li>', $state['warnings'] ) );
		printf( '<div class="notice notice-warning hoefslag-build-warnings"><p><strong>De laatste build meldt:</strong></p><ul>%s</ul></div>', $items ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped above.
	}
}
add_action( 'admin_notices', 'hoefslag_publish_status_notice' );
