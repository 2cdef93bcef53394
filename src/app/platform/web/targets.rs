//! What a finger can tap on the canvas, written on the page for tools that drive it (the
//! browser test plays a round by touch with it): the choices on offer and the map squares, with
//! their names, what they do and where they are in the page's pixels, as JSON in the canvas's
//! `data-targets` attribute.

use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use serde::Serialize;

use super::CANVAS_SELECTOR;
use crate::app::choices::Intent;
use crate::app::choices::pointer::{ChoiceButton, GridTarget};
use crate::app::states::AppSystems;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, write_targets.in_set(AppSystems::Wording));
}

#[derive(Serialize, PartialEq)]
struct TapTarget {
    name: String,
    /// The map's place (from 0), for a square.
    place: Option<usize>,
    /// What a choice does, as the code names it (`Act(Pass)`, a game's own choice as the game
    /// names it).
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
                place: square.map(|square| square.owner.index()),
                intent: button
                    .and_then(|button| button.0.as_ref())
                    .map(|intent| match intent {
                        Intent::Game(choice) => format!("{choice:?}"),
                        other => format!("{other:?}"),
                    }),
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
