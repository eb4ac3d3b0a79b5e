extension Templates {
    /// `/picture.js`: zoom and pan for the pictures of a page, the few lines of script the
    /// pages have. The wheel and the buttons zoom (around the pointer, for the wheel), a drag
    /// pans; each changes only the SVG's `viewBox`, so what is drawn stays vector. Without
    /// the script (or with it refused), each picture shows whole and its buttons stay hidden.
    static let pictureScript = """
        "use strict";
        for (const box of document.querySelectorAll(".picture")) {
          const svg = box.querySelector("svg");
          const controls = document.getElementById(box.id + "-zoom");
          if (!svg || !svg.getAttribute("viewBox")) continue;
          const whole = svg.getAttribute("viewBox").trim().split(/[\\s,]+/).map(Number);
          let [x, y, w, h] = whole;
          const show = () => {
            x = Math.min(Math.max(x, whole[0]), whole[0] + whole[2] - w);
            y = Math.min(Math.max(y, whole[1]), whole[1] + whole[3] - h);
            svg.setAttribute("viewBox", `${x} ${y} ${w} ${h}`);
            box.classList.toggle("zoomed", w < whole[2]);
          };
          const zoom = (factor, cx = x + w / 2, cy = y + h / 2) => {
            const f = Math.min(whole[2], Math.max(whole[2] / 32, w * factor)) / w;
            x = cx - (cx - x) * f; y = cy - (cy - y) * f; w *= f; h *= f;
            show();
          };
          const scale = () => svg.getBoundingClientRect().width / w;
          svg.addEventListener("wheel", (event) => {
            event.preventDefault();
            const r = svg.getBoundingClientRect();
            zoom(event.deltaY < 0 ? 0.8 : 1.25, x + (event.clientX - r.left) / scale(), y + (event.clientY - r.top) / scale());
          }, { passive: false });
          let drag = null;
          svg.addEventListener("pointerdown", (event) => {
            drag = [event.clientX, event.clientY];
            try { svg.setPointerCapture(event.pointerId); } catch (error) { /* a pointer the page did not see go down */ }
          });
          svg.addEventListener("pointermove", (event) => {
            if (!drag) return;
            x -= (event.clientX - drag[0]) / scale(); y -= (event.clientY - drag[1]) / scale();
            drag = [event.clientX, event.clientY];
            show();
          });
          svg.addEventListener("pointerup", () => { drag = null; });
          if (!controls) continue;
          controls.hidden = false;
          controls.addEventListener("click", (event) => {
            const action = event.target.dataset && event.target.dataset.zoom;
            if (action === "in") zoom(0.5);
            if (action === "out") zoom(2);
            if (action === "whole") { [x, y, w, h] = whole; show(); }
          });
        }

        """
}
