//! What a finger can tap on the canvas, written on the page for tools that drive it (the
//! browser test plays a round by touch with it): the choices on offer and the map squares, with
//! their names, what they do and where they are in the page's pixels, as JSON in the canvas's
//! `data-targets` attribute.

use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use kingdomino_core::duel::SeatNumber;
use serde::Serialize;

use crate::app::choices::MapOwner;
use crate::app::choices::pointer::{ChoiceButton, GridTarget};
use crate::app::states::AppSystems;
use crate::app::web::CANVAS_SELECTOR;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, write_targets.in_set(AppSystems::Wording));
}

#[derive(Serialize, PartialEq)]
struct TapTarget {
    name: String,
    /// The map's seat, for a square of the Duel.
    seat: Option<SeatNumber>,
    /// The kingdom's player (from 0), for a square of the original game.
    player: Option<usize>,
    /// What a choice does, as the code names it (`Act(Pass)`).
    intent: Option<String>,
    x: f32,
    y: f32,
    width: f32,
    height: f32,
}

type Tappable<'a> = (
    &'a Name,
    &'a ComputedNode,
    &'a UiGlobalTransform,
    &'a InheritedVisibility,
    Option<&'a ChoiceButton>,
    Option<&'a GridTarget>,
);

/// Written only when it changes: the page's attribute is not rewritten every frame.
fn write_targets(
    window: Single<&Window, With<PrimaryWindow>>,
    tappable: Query<Tappable, Or<(With<ChoiceButton>, With<GridTarget>)>>,
    mut written: Local<String>,
) {
    let per_page_pixel = window.scale_factor();
    let mut targets: Vec<TapTarget> = tappable
        .iter()
        .filter(|(_, node, _, visible, button, _)| {
            visible.get()
                && node.size().min_element() > 0.0
                && button.is_none_or(|button| button.0.is_some())
        })
        .map(|(name, node, transform, _, button, square)| {
            let size = node.size() / per_page_pixel;
            let corner = transform.translation / per_page_pixel - size / 2.0;
            TapTarget {
                name: name.as_str().to_string(),
                seat: square.and_then(|square| match square.owner {
                    MapOwner::Seat(seat) => Some(seat),
                    MapOwner::Player(_) => None,
                }),
                player: square.and_then(|square| match square.owner {
                    MapOwner::Player(player) => Some(player.index()),
                    MapOwner::Seat(_) => None,
                }),
                intent: button
                    .and_then(|button| button.0)
                    .map(|intent| format!("{intent:?}")),
                x: corner.x,
                y: corner.y,
                width: size.x,
                height: size.y,
            }
        })
        .collect();
    targets.sort_by(|a, b| {
        (a.y, a.x)
            .partial_cmp(&(b.y, b.x))
            .unwrap_or(std::cmp::Ordering::Equal)
    });
    let json = serde_json::to_string(&targets).unwrap_or_default();
    if *written == json {
        return;
    }
    let canvas = web_sys::window()
        .and_then(|window| window.document())
        .and_then(|document| document.query_selector(CANVAS_SELECTOR).ok().flatten());
    if let Some(canvas) = canvas {
        let _ = canvas.set_attribute("data-targets", &json);
    }
    *written = json;
}
