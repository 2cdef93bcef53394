//! Scales the whole UI with the window and picks the screens' arrangement: every screen is laid
//! out for 1280x720 (wide windows; at the table, the maps either side of the dice) or 800x1000
//! (tall ones: the maps side by side over the dice), and grows or shrinks to fit, to the share
//! of the window the player's UI scale asks for. A window too small for those to be read (a
//! phone) gets the phone arrangements instead, 1200x550 and 540x1100, which leave out nothing
//! but pack it closer: the table in other rows, the menus in more columns or fewer.

use bevy::prelude::*;

use crate::app::states::AppSystems;
use bevy::window::PrimaryWindow;

use crate::app::settings::DisplaySettings;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<WindowShape>();
    app.init_resource::<TextScale>();
    app.add_systems(Update, fit_to_window.in_set(AppSystems::View));
}

const WIDE: Vec2 = Vec2::new(1280.0, 720.0);
const TALL: Vec2 = Vec2::new(800.0, 1000.0);
const PHONE_WIDE: Vec2 = Vec2::new(1200.0, 550.0);
const PHONE_TALL: Vec2 = Vec2::new(540.0, 1100.0);
/// Below this, the wide and tall designs' text is too small to read at arm's length.
const SMALLEST_READABLE_SCALE: f32 = 0.62;

/// Which of the designed arrangements the window's shape and size call for.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum WindowShape {
    #[default]
    Wide,
    Tall,
    /// A phone held sideways (844x390).
    PhoneWide,
    /// A phone held upright (390x844).
    PhoneTall,
}

impl WindowShape {
    /// Wider than tall.
    pub fn is_wide(self) -> bool {
        matches!(self, WindowShape::Wide | WindowShape::PhoneWide)
    }

    pub fn is_phone(self) -> bool {
        matches!(self, WindowShape::PhoneWide | WindowShape::PhoneTall)
    }

    fn design(self) -> Vec2 {
        match self {
            WindowShape::Wide => WIDE,
            WindowShape::Tall => TALL,
            WindowShape::PhoneWide => PHONE_WIDE,
            WindowShape::PhoneTall => PHONE_TALL,
        }
    }

    /// The arrangement for a window of `size` logical pixels.
    fn for_window(size: Vec2) -> WindowShape {
        let (shape, phone) = if size.x >= size.y {
            (WindowShape::Wide, WindowShape::PhoneWide)
        } else {
            (WindowShape::Tall, WindowShape::PhoneTall)
        };
        if (size / shape.design()).min_element() < SMALLEST_READABLE_SCALE {
            phone
        } else {
            shape
        }
    }
}

/// How much larger than designed the player asks small text to be (Settings → Text size), and
/// so how much more room the screens keep for it. A phone's arrangements already show their
/// text at a phone's readable floor and have no room for more: they keep 1.
#[derive(Resource, Clone, Copy, Debug, PartialEq)]
pub struct TextScale(pub f32);

impl Default for TextScale {
    fn default() -> TextScale {
        TextScale(1.0)
    }
}

impl TextScale {
    /// Larger than designed: the table takes its large-text arrangement.
    pub fn is_large(self) -> bool {
        self.0 > 1.0
    }

    /// `designed` pixels of room for text, grown with the text.
    pub fn room(self, designed: f32) -> f32 {
        (designed * self.0).round()
    }
}

fn fit_to_window(
    windows: Query<Ref<Window>, With<PrimaryWindow>>,
    scale: Option<ResMut<UiScale>>,
    mut shape: ResMut<WindowShape>,
    mut text: ResMut<TextScale>,
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
    let wanted = WindowShape::for_window(size);
    shape.set_if_neq(wanted);
    text.set_if_neq(TextScale(if wanted.is_phone() {
        1.0
    } else {
        f32::from(display.text_size) / 100.0
    }));
    let fit = (size / wanted.design()).min_element() * f32::from(display.table_size) / 100.0;
    if (scale.0 - fit).abs() > 0.001 {
        scale.0 = fit;
    }
}
