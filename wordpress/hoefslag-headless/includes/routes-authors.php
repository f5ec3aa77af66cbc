<?php
/**
 * `/wp/v2/authors` (the site's authors, paged like a collection) and `/wp/v2/partners-by-type`.
 *
 * @package Hoefslag
 */

defined( 'ABSPATH' ) || exit;

/**
 * GET /wp/v2/authors: every user credited on published card posts, through the users controller (same fields as
 * `/wp/v2/users`, including `extra_fields` and `yoast_head_json`).
 *
 * @param WP_REST_Request $request The request.
 */
function hoefslag_authors( WP_REST_Request $request ): WP_REST_Response {
	$ids        = hoefslag_credited_user_ids();
	$per_page   = (int) $request['per_page'];
	$page       = (int) $request['page'];
	$controller = new WP_REST_Users_Controller();
	$inner      = new WP_REST_Request( 'GET', '/wp/v2/users' );
	$inner->set_param( 'context', 'view' );
	$data = array();
	foreach ( array_slice( $ids, ( $page - 1 ) * $per_page, $per_page ) as $id ) {
		$user = get_userdata( $id );
		if ( $user ) {
			$data[] = $controller->prepare_response_for_collection( $controller->prepare_item_for_response( $user, $inner ) );
		}
	}
	$response = rest_ensure_response( $data );
	$response->header( 'X-WP-Total', (string) count( $ids ) );
	$response->header( 'X-WP-TotalPages', (string) (int) ceil( count( $ids ) / $per_page ) );
	return $response;
}

/**
 * A partner as the footer slider needs it: logo and where it links (its external link, else its page).
 *
 * @param WP_Post $partner The partner.
 */
function hoefslag_partner_entry( WP_Post $partner ): array {
	$extra    = hoefslag_fields_answer( 'post', $partner->ID, 'extra_fields' );
	$company  = ( $extra instanceof stdClass && isset( $extra->company_info ) && $extra->company_info instanceof stdClass ) ? $extra->company_info : new stdClass();
	$external = ( $extra instanceof stdClass && isset( $extra->external_link ) && $extra->external_link instanceof stdClass ) ? $extra->external_link : null;
	$link     = (string) get_permalink( $partner );
	$title    = hoefslag_plain( get_the_title( $partner ) );
	return array(
		'id'    => $partner->ID,
		'title' => $title,
		'slug'  => $partner->post_name,
		'link'  => $link,
		'image' => $company->logo ?? false,
		'url'   => $external ? array(
			'url'    => (string) $external->url,
			'title'  => (string) ( $external->title ?? '' ),
			'target' => (string) ( $external->target ?? '_blank' ),
		) : array(
			'url'    => $link,
			'title'  => $title,
			'target' => '',
		),
	);
}

/**
 * GET /wp/v2/partners-by-type: every partner type with its published partners, by menu order then title.
 */
function hoefslag_partners_by_type() {
	$out   = array();
	$terms = get_terms(
		array(
			'taxonomy'   => 'partner-type',
			'hide_empty' => false,
		)
	);
	foreach ( is_array( $terms ) ? $terms : array() as $term ) {
		$partners = get_posts(
			array(
				'post_type'      => 'partner',
				'post_status'    => 'publish',
				'has_password'   => false,
				'posts_per_page' => -1,
				'orderby'        => array(
					'menu_order' => 'ASC',
					'title'      => 'ASC',
				),
				'tax_query'      => array( array( 'taxonomy' => 'partner-type', 'terms' => $term->term_id ) ), // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_tax_query
			)
		);
		if ( $partners ) {
			$answer = hoefslag_term_as_rest( $term );
			if ( ! is_wp_error( $answer ) ) {
				$out[] = array_merge( $answer, array( 'partners' => array_map( 'hoefslag_partner_entry', $partners ) ) );
			}
		}
	}
	return $out ? rest_ensure_response( $out ) : hoefslag_error( 'rest_not_found', 'No partners found.' );
}

add_action(
	'rest_api_init',
	static function (): void {
		hoefslag_public_route( 'wp/v2', '/authors', 'hoefslag_authors', hoefslag_paging_args() );
		hoefslag_public_route( 'wp/v2', '/partners-by-type', 'hoefslag_partners_by_type' );
	}
);
