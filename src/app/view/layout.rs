//! Scales the whole UI with the window: the table is laid out for 1280x720 (wide windows) or
//! 800x1000 (tall ones) and grows or shrinks to fit, its panels wrapping on tall windows.

use bevy::prelude::*;
use bevy::window::PrimaryWindow;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, fit_to_window);
}

const WIDE: Vec2 = Vec2::new(1280.0, 720.0);
const TALL: Vec2 = Vec2::new(800.0, 1000.0);

fn fit_to_window(
    windows: Query<&Window, (With<PrimaryWindow>, Changed<Window>)>,
    scale: Option<ResMut<UiScale>>,
) {
    let (Ok(window), Some(mut scale)) = (windows.single(), scale) else {
        return;
    };
    let size = Vec2::new(window.width(), window.height());
    if size.min_element() <= 0.0 {
        return;
    }
    let design = if size.x >= size.y { WIDE } else { TALL };
    let fit = (size / design).min_element();
    if (scale.0 - fit).abs() > 0.001 {
        scale.0 = fit;
    }
}
