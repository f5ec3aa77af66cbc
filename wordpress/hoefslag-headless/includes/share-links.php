<?php
/**
 * Shareable preview links (docs/decisions/029-shareable-previews.md): from the editor's sidebar, a link to
 * one item — its draft, or the editor's autosave of a published item — for a reader without an account. Signed
 * (HMAC-SHA256, checked with hash_equals), scoped to that item, expiring (HOEFSLAG_SHARE_LINK_HOURS, default 48) and
 * revocable (the link's key lives in the item's meta until it is revoked or expires).
 *
 *   POST   /hoefslag/v1/share-links            { post, expires_in? }  (who may edit the item) → 201 the link
 *   GET    /hoefslag/v1/share-links?post=ID                           (idem) → the item's live links
 *   DELETE /hoefslag/v1/share-links/{key}                             (idem) → revoked
 *   POST   /hoefslag/v1/shared-preview?_embed=1 { token }             (anyone) → { post, autosaves, expires }
 *
 * The token is `{post}.{expires}.{key}.{signature}`; the site passes it in the body, never in a URL, and never logs it.
 *
 * @package Hoefslag
 */

defined( 'ABSPATH' ) || exit;

const HOEFSLAG_SHARE_META = '_hoefslag_share_links';
const HOEFSLAG_SHARE_TOKEN = '/^([1-9]\d{0,9})\.(\d{1,12})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/';

/** How long a new link lives unless asked otherwise: HOEFSLAG_SHARE_LINK_HOURS (default 48), in seconds. */
function hoefslag_share_default_seconds(): int {
	$hours = defined( 'HOEFSLAG_SHARE_LINK_HOURS' ) ? (float) HOEFSLAG_SHARE_LINK_HOURS : 48.0;
	return (int) apply_filters( 'hoefslag_share_link_seconds', max( 60, (int) round( $hours * HOUR_IN_SECONDS ) ) );
}

/** base64url without padding. */
function hoefslag_share_b64( string $bytes ): string {
	return rtrim( strtr( base64_encode( $bytes ), '+/', '-_' ), '=' ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode
}

/** The signature of a link's payload, with a key derived from the site's own salt (or HOEFSLAG_SHARE_LINK_SECRET). */
function hoefslag_share_signature( string $payload ): string {
	$secret = defined( 'HOEFSLAG_SHARE_LINK_SECRET' ) ? (string) HOEFSLAG_SHARE_LINK_SECRET : wp_salt( 'auth' );
	$key    = hash_hmac( 'sha256', 'hoefslag-share-links', $secret, true );
	return hoefslag_share_b64( hash_hmac( 'sha256', $payload, $key, true ) );
}

/**
 * The item's links that have not expired (expired ones are dropped from the meta as a side effect).
 *
 * @param int $post_id The item.
 * @return array<string, array{expires: int, author: int, created: int}>
 */
function hoefslag_share_links_of( int $post_id ): array {
	$links = get_post_meta( $post_id, HOEFSLAG_SHARE_META, true );
	$links = is_array( $links ) ? $links : array();
	$live  = array_filter( $links, static fn( $l ) => is_array( $l ) && (int) ( $l['expires'] ?? 0 ) > time() );
	if ( count( $live ) !== count( $links ) ) {
		update_post_meta( $post_id, HOEFSLAG_SHARE_META, $live );
	}
	return $live;
}

/**
 * A link as the REST routes answer it.
 *
 * @param int    $post_id The item.
 * @param string $key     The link's key.
 * @param array  $link    The stored link.
 */
function hoefslag_share_present( int $post_id, string $key, array $link ): array {
	$payload = "{$post_id}.{$link['expires']}.{$key}";
	return array(
		'key'     => $key,
		'post'    => $post_id,
		'expires' => gmdate( 'Y-m-d\TH:i:s.000\Z', (int) $link['expires'] ),
		'author'  => (int) $link['author'],
		'url'     => hoefslag_site_url() . '/api/voorbeeld/' . $payload . '.' . hoefslag_share_signature( $payload ),
	);
}

/**
 * The item a link may be made for, or why not.
 *
 * @param int $post_id The item.
 * @return WP_Post|WP_Error
 */
function hoefslag_share_item( int $post_id ) {
	$post = get_post( $post_id );
	if ( ! $post instanceof WP_Post || 'trash' === $post->post_status || ! in_array( $post->post_type, hoefslag_content_types(), true ) ) {
		return hoefslag_error( 'rest_post_invalid_id', 'Invalid post ID.' );
	}
	if ( ! current_user_can( 'edit_post', $post_id ) ) {
		return hoefslag_error( 'rest_forbidden', 'Sorry, you are not allowed to share this item.', rest_authorization_required_code() );
	}
	return $post;
}

/**
 * POST /hoefslag/v1/share-links.
 *
 * @param WP_REST_Request $request The request.
 */
function hoefslag_share_create( WP_REST_Request $request ) {
	$post = hoefslag_share_item( (int) $request['post'] );
	if ( is_wp_error( $post ) ) {
		return $post;
	}
	if ( '' === hoefslag_site_url() ) {
		return hoefslag_error( 'hoefslag_no_site_url', 'Set the site URL (HOEFSLAG_SITE_URL) before sharing previews.', 409 );
	}
	$seconds = $request->has_param( 'expires_in' ) ? (int) $request['expires_in'] : hoefslag_share_default_seconds();
	$key     = hoefslag_share_b64( random_bytes( 16 ) );
	$links   = hoefslag_share_links_of( $post->ID );
	$link    = array(
		'expires' => time() + $seconds,
		'author'  => get_current_user_id(),
		'created' => time(),
	);
	$links[ $key ] = $link;
	update_post_meta( $post->ID, HOEFSLAG_SHARE_META, $links );
	$response = rest_ensure_response( hoefslag_share_present( $post->ID, $key, $link ) );
	$response->set_status( 201 );
	return $response;
}

/**
 * GET /hoefslag/v1/share-links?post=ID.
 *
 * @param WP_REST_Request $request The request.
 */
function hoefslag_share_list( WP_REST_Request $request ) {
	$post = hoefslag_share_item( (int) $request['post'] );
	if ( is_wp_error( $post ) ) {
		return $post;
	}
	$out = array();
	foreach ( hoefslag_share_links_of( $post->ID ) as $key => $link ) {
		$out[] = hoefslag_share_present( $post->ID, (string) $key, $link );
	}
	return rest_ensure_response( $out );
}

/**
 * DELETE /hoefslag/v1/share-links/{key}: the key names the link; the item is found by its meta.
 *
 * @param WP_REST_Request $request The request.
 */
function hoefslag_share_revoke( WP_REST_Request $request ) {
	$key   = (string) $request['key'];
	$found = get_posts(
		array(
			'post_type'      => hoefslag_content_types(),
			'post_status'    => 'any',
			'meta_key'       => HOEFSLAG_SHARE_META, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_key
			'meta_compare'   => 'EXISTS',
			'posts_per_page' => -1,
			'fields'         => 'ids',
		)
	);
	foreach ( $found as $post_id ) {
		$links = get_post_meta( (int) $post_id, HOEFSLAG_SHARE_META, true );
		if ( ! is_array( $links ) || ! isset( $links[ $key ] ) ) {
			continue;
		}
		$post = hoefslag_share_item( (int) $post_id );
		if ( is_wp_error( $post ) ) {
			return $post;
		}
		$previous = hoefslag_share_present( (int) $post_id, $key, $links[ $key ] );
		unset( $links[ $key ] );
		update_post_meta( (int) $post_id, HOEFSLAG_SHARE_META, $links );
		return rest_ensure_response(
			array(
				'revoked'  => true,
				'previous' => $previous,
			)
		);
	}
	return hoefslag_error( 'hoefslag_share_not_found', 'No share link with that key.' );
}

/**
 * POST /hoefslag/v1/shared-preview: the item a token opens, read as the link's maker, or why not.
 *
 * @param WP_REST_Request $request The request.
 */
function hoefslag_shared_preview( WP_REST_Request $request ) {
	$token = (string) $request['token'];
	if ( ! preg_match( HOEFSLAG_SHARE_TOKEN, $token, $m ) ) {
		return hoefslag_error( 'hoefslag_share_malformed', 'The share token is missing or malformed.', 400 );
	}
	list( , $post_id, $expires, $key, $signature ) = $m;
	if ( ! hash_equals( hoefslag_share_signature( "{$post_id}.{$expires}.{$key}" ), $signature ) ) {
		return hoefslag_error( 'hoefslag_share_invalid', 'The share token does not match its signature.', 403 );
	}
	if ( (int) $expires <= time() ) {
		return hoefslag_error( 'hoefslag_share_expired', 'The share link has expired.', 410 );
	}
	$links = hoefslag_share_links_of( (int) $post_id );
	if ( ! isset( $links[ $key ] ) ) {
		return hoefslag_error( 'hoefslag_share_revoked', 'The share link was revoked.', 410 );
	}
	$author   = (int) $links[ $key ]['author'];
	$previous = get_current_user_id();
	// Read as the link's maker, for this answer only: a draft is not public.
	wp_set_current_user( $author );
	try {
		$post = hoefslag_share_item( (int) $post_id );
		if ( is_wp_error( $post ) ) {
			return hoefslag_error( 'hoefslag_share_not_found', 'The shared item no longer exists.' );
		}
		$item      = hoefslag_as_rest( $post, $request );
		$autosaves = array();
		$autosave  = wp_get_post_autosave( $post->ID, $author );
		if ( $autosave ) {
			$controller  = new WP_REST_Autosaves_Controller( $post->post_type );
			$autosaves[] = rest_get_server()->response_to_data( rest_ensure_response( $controller->prepare_item_for_response( $autosave, $request ) ), false );
		}
	} finally {
		wp_set_current_user( $previous );
	}
	if ( is_wp_error( $item ) ) {
		return $item;
	}
	$response = rest_ensure_response(
		array(
			'post'      => $item,
			'autosaves' => $autosaves,
			'expires'   => gmdate( 'Y-m-d\TH:i:s.000\Z', (int) $expires ),
		)
	);
	$response->header( 'Cache-Control', 'no-store' );
	return $response;
}

add_action(
	'rest_api_init',
	static function (): void {
		$editor = static fn() => current_user_can( 'edit_posts' )
			? true
			: hoefslag_error( 'rest_forbidden', 'Sorry, you are not allowed to do that.', rest_authorization_required_code() );
		$post   = array(
			'type'     => 'integer',
			'minimum'  => 1,
			'required' => true,
		);
		register_rest_route(
			'hoefslag/v1',
			'/share-links',
			array(
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => 'hoefslag_share_create',
					'permission_callback' => $editor,
					'args'                => array(
						'post'       => $post,
						'expires_in' => array(
							'type'    => 'integer',
							'minimum' => 1,
							'maximum' => 30 * DAY_IN_SECONDS,
						),
					),
				),
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => 'hoefslag_share_list',
					'permission_callback' => $editor,
					'args'                => array( 'post' => $post ),
				),
			)
		);
		register_rest_route(
			'hoefslag/v1',
			'/share-links/(?P<key>[A-Za-z0-9_-]{22})',
			array(
				'methods'             => WP_REST_Server::DELETABLE,
				'callback'            => 'hoefslag_share_revoke',
				'permission_callback' => $editor,
			)
		);
		register_rest_route(
			'hoefslag/v1',
			'/shared-preview',
			array(
				'methods'             => WP_REST_Server::CREATABLE,
				'callback'            => 'hoefslag_shared_preview',
				'permission_callback' => '__return_true',
				'args'                => array( 'token' => array( 'type' => 'string' ) ),
			)
		);
	}
);

/**
 * The sidebar box on the edit screen of every content type: the item's live links, a button to make one and one to
 * revoke each (through the REST routes above, with the editor's REST nonce).
 */
function hoefslag_share_meta_box(): void {
	foreach ( hoefslag_content_types() as $type ) {
		add_meta_box( 'hoefslag-share-links', 'Deelbare voorbeeldlink', 'hoefslag_share_meta_box_html', $type, 'side' );
	}
}
add_action( 'add_meta_boxes', 'hoefslag_share_meta_box' );

/**
 * The box's HTML and its script.
 *
 * @param WP_Post $post The item.
 */
function hoefslag_share_meta_box_html( WP_Post $post ): void {
	wp_enqueue_script( 'wp-api-fetch' );
	$hours = (int) round( hoefslag_share_default_seconds() / HOUR_IN_SECONDS );
	printf(
		'<div class="hoefslag-share" data-post="%1$d"><p>Een link naar dit voorbeeld voor iemand zonder account, %2$d uur geldig. Bewaar eerst je wijzigingen (of klik op "Voorbeeld bekijken").</p><ul class="hoefslag-share-list"></ul><p><button type="button" class="button hoefslag-share-make">Maak een link</button></p></div>',
		(int) $post->ID,
		(int) $hours
	);
	?>
	<script>
	( function () {
		const box = document.currentScript.previousElementSibling;
		const list = box.querySelector( '.hoefslag-share-list' );
		const post = Number( box.dataset.post );
		const show = ( links ) => {
			list.replaceChildren( ...links.map( ( link ) => {
				const li = document.createElement( 'li' );
				const input = Object.assign( document.createElement( 'input' ), { type: 'text', readOnly: true, value: link.url, className: 'widefat' } );
				const until = document.createElement( 'small' );
				until.textContent = 'Geldig tot ' + new Date( link.expires ).toLocaleString( 'nl-NL' ) + ' ';
				const revoke = Object.assign( document.createElement( 'button' ), { type: 'button', className: 'button-link button-link-delete', textContent: 'Intrekken' } );
				revoke.addEventListener( 'click', () => wp.apiFetch( { path: '/hoefslag/v1/share-links/' + link.key, method: 'DELETE' } ).then( load ) );
				li.append( input, until, revoke );
				return li;
			} ) );
		};
		const load = () => wp.apiFetch( { path: '/hoefslag/v1/share-links?post=' + post } ).then( show );
		box.querySelector( '.hoefslag-share-make' ).addEventListener( 'click', () => wp.apiFetch( { path: '/hoefslag/v1/share-links', method: 'POST', data: { post } } ).then( load ) );
		window.addEventListener( 'load', load );
	} )();
	</script>
	<?php
}
