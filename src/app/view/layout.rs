//! Scales the whole UI with the window and picks the table's arrangement: the table is laid
//! out for 1280x720 (wide windows: the maps either side of the dice) or 800x1000 (tall ones:
//! the maps side by side over the dice), and grows or shrinks to fit, to the share of the
//! window the player's UI scale asks for.

use bevy::prelude::*;
use bevy::window::PrimaryWindow;

use crate::app::settings::DisplaySettings;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<TableShape>();
    app.add_systems(Update, fit_to_window);
}

const WIDE: Vec2 = Vec2::new(1280.0, 720.0);
const TALL: Vec2 = Vec2::new(800.0, 1000.0);

/// Which of the two designed arrangements the window's shape calls for.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum TableShape {
    #[default]
    Wide,
    Tall,
}

fn fit_to_window(
    windows: Query<Ref<Window>, With<PrimaryWindow>>,
    scale: Option<ResMut<UiScale>>,
    mut shape: ResMut<TableShape>,
    display: Res<DisplaySettings>,
) {
    let (Ok(window), Some(mut scale)) = (windows.single(), scale) else {
        return;
    };
    if !window.is_changed() && !display.is_changed() {
        return;
    }
    let size = Vec2::new(window.width(), window.height());
    if size.min_element() <= 0.0 {
        return;
    }
    let (design, wanted) = if size.x >= size.y {
        (WIDE, TableShape::Wide)
    } else {
        (TALL, TableShape::Tall)
    };
    shape.set_if_neq(wanted);
    let fit = (size / design).min_element() * f32::from(display.table_size) / 100.0;
    if (scale.0 - fit).abs() > 0.001 {
        scale.0 = fit;
    }
}
