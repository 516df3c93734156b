#!/usr/bin/env bash
# Regenerates the overview demo media. Needs ImageMagick (convert) and ffmpeg; not used by CI.
set -euo pipefail
cd "$(dirname "$0")"
F=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
R=/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf

# banner NAME FROM TO TAG TAG_WIDTH TITLE SUBTITLE SHAPE
banner() {
  convert -size 1200x450 gradient:"$2"-"$3" \
    \( -size 1200x450 xc:none -fill "rgba(255,255,255,0.10)" -draw "circle 1020,120 1020,380" \
       -fill "rgba(255,255,255,0.08)" -draw "circle 1130,420 1130,560" \
       -fill "rgba(255,255,255,0.12)" -draw "$8" \) -composite \
    -fill "rgba(255,255,255,0.9)" -draw "roundrectangle 70,70 $((70 + $5)),110 18,18" \
    -font $F -pointsize 20 -fill "$3" -annotate +90+98 "$4" \
    -font $F -pointsize 58 -fill white -annotate +70+210 "$6" \
    -font $R -pointsize 28 -fill "rgba(255,255,255,0.92)" -annotate +72+270 "$7" \
    -quality 84 -strip "banner-$1.jpg"
}
banner travel-festival "#1e3c72" "#2a9df4" CAMPAIGN 150 "Year-end Travel Festival" \
  "Up to 15% cash back at partner merchants in Japan and Korea" "polygon 760,450 900,180 1040,450"
banner thailand-launch "#0f9b8e" "#34d399" LAUNCH 120 "Now live in Thailand" \
  "Pay at 12,000 more convenience stores nationwide" "roundrectangle 820,140 980,330 24,24"
banner claims-deadline "#7b2ff7" "#f107a3" "CLAIM DEADLINE" 222 "Fund claims close soon" \
  "Submit your MDF and TDF claims before the deadline" "rectangle 960,160 1120,320"
banner lunar-new-year "#b91c1c" "#f59e0b" CAMPAIGN 150 "Lunar New Year Duty Free" \
  "Extra savings at airport duty free in SG, HK and CN" "circle 880,240 880,320"

ffmpeg -hide_banner -loglevel error -y \
  -f lavfi -i "gradients=s=640x360:c0=0x1e3c72:c1=0x2a9df4:c2=0x0f9b8e:x0=0:y0=0:x1=640:y1=360:nb_colors=3:speed=0.02:d=6:r=25" \
  -vf "drawbox=x='200+100*sin(t*1.2)':y=120:w=120:h=120:color=white@0.15:t=fill,drawtext=fontfile=$F:text='Scan. Pay. Travel.':fontcolor=white:fontsize=44:x=(w-text_w)/2:y=140:alpha='min(1,t/1.2)',drawtext=fontfile=$R:text='Cross-border QR payments for your wallet users':fontcolor=white@0.9:fontsize=20:x=(w-text_w)/2:y=210:alpha='if(lt(t,1.5),0,min(1,(t-1.5)/1))'" \
  -c:v libx264 -profile:v main -pix_fmt yuv420p -crf 30 -preset slow -movflags +faststart -an explainer.mp4
ffmpeg -hide_banner -loglevel error -y -ss 3 -i explainer.mp4 -frames:v 1 -q:v 4 explainer-cover.jpg
