//! Lists longer than the window (the mods, How to play, the replays): the wheel or a finger
//! scrolls whichever is shown; up and down scroll a text, and move the focus through a list of choices,
//! which keeps the focused one in view. The input is read in `scroll_input`.

use bevy::prelude::*;

use crate::app::choices::{Choices, Focus};
use crate::app::input::scroll::ScrollBy;
use crate::app::states::AppSystems;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            scroll_lists.run_if(
                any_with_component::<Scrolled>.or_else(any_with_component::<ScrolledChoices>),
            ),
            keep_focus_in_view.run_if(any_with_component::<ScrolledChoices>),
        )
            .in_set(AppSystems::View),
    );
}

/// A text that scrolls (it also needs `Overflow::scroll_y()`).
#[derive(Component)]
#[require(ScrollPosition)]
pub struct Scrolled;

/// A choice bar that scrolls (it also needs `Overflow::scroll_y()`): its buttons are the choices
/// on offer, in order.
#[derive(Component)]
#[require(ScrollPosition)]
pub struct ScrolledChoices;

fn scroll_lists(
    mut requests: MessageReader<ScrollBy>,
    mut lists: Query<
        (&mut ScrollPosition, Has<Scrolled>),
        Or<(With<Scrolled>, With<ScrolledChoices>)>,
    >,
) {
    let (wheeled, keyed) = requests.read().fold((0.0, 0.0), |(wheel, keys), request| {
        (wheel + request.wheel, keys + request.keys)
    });
    // The layout keeps the position within the list's length; above its top is for us to stop.
    for (mut position, text) in &mut lists {
        let down = if text { wheeled + keyed } else { wheeled };
        if down != 0.0 {
            position.y = (position.y + down).max(0.0);
        }
    }
}

/// Frames after the focus moved in which the list still follows it: new buttons are laid out a
/// frame after the choices change.
const FOLLOW_FRAMES: u8 = 3;

/// The focused button of a scrolled choice bar is scrolled into view when the focus moves (the
/// wheel may then take it out of view again).
fn keep_focus_in_view(
    choices: Res<Choices>,
    mut following: Local<u8>,
    mut lists: Query<
        (
            &Children,
            &ComputedNode,
            &UiGlobalTransform,
            &mut ScrollPosition,
        ),
        With<ScrolledChoices>,
    >,
    buttons: Query<(&ComputedNode, &UiGlobalTransform)>,
) {
    if choices.is_changed() {
        *following = FOLLOW_FRAMES;
    }
    let Focus::Choice(index) = choices.focus() else {
        return;
    };
    if *following == 0 {
        return;
    }
    *following -= 1;
    for (children, list, list_place, mut position) in &mut lists {
        let Some((button, place)) = children
            .get(index)
            .and_then(|&child| buttons.get(child).ok())
        else {
            continue;
        };
        // Layout sizes are in physical pixels, the scroll position in logical ones.
        let scale = list.inverse_scale_factor();
        let list_top = list_place.affine().translation.y - list.size().y / 2.0;
        let top =
            (place.affine().translation.y - button.size().y / 2.0 - list_top) * scale + position.y;
        let bottom = top + button.size().y * scale;
        let shown = list.size().y * scale;
        if top < position.y {
            position.y = top;
        } else if bottom > position.y + shown {
            position.y = bottom - shown;
        }
    }
}
